import { useQuery } from '@tanstack/react-query';
import { loadDashboard } from '@/web/api/staff.ts';

/** The intake's overview (issue 25 item 7) through the query cache (ADR 026). */
export function useDashboard() {
  return useQuery({ queryKey: ['staff', 'dashboard'], queryFn: ({ signal }) => loadDashboard({ signal }) });
}
