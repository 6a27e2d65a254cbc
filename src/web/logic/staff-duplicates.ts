import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadDuplicates, markNotDuplicate } from '@/web/api/staff.ts';

const duplicatesKey = (id: number) => ['staff', 'duplicates', id] as const;

/**
 * An application's possible duplicates (issue 25 item 5) through the query cache (ADR 026), and
 * 'Not a duplicate' for a pair: both applications' lists are read afresh after it, and `onMarked`
 * tells the container its history has a new entry.
 */
export function useDuplicates(id: number, onMarked: () => void) {
  const queryClient = useQueryClient();
  const found = useQuery({
    queryKey: duplicatesKey(id),
    queryFn: ({ signal }) => loadDuplicates(id, { signal }),
  });
  const mark = useMutation({
    mutationFn: (otherId: number) => markNotDuplicate(id, otherId),
    onSuccess: (_answer, otherId) => {
      void queryClient.invalidateQueries({ queryKey: duplicatesKey(id) });
      queryClient.removeQueries({ queryKey: duplicatesKey(otherId) });
      onMarked();
    },
  });
  return { found, mark };
}
