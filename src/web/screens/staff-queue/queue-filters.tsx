import { Box, Button, Input } from '@chakra-ui/react';
import type { QueueFilters as Filters } from '@machines/staff-queue.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { POSSIBLE_DUPLICATE } from '@/domain/backoffice/duplicates.ts';
import { CATEGORIES } from '@/domain/user.ts';
import { StaffQueueActor } from '@/web/logic/staff-queue.ts';
import { FilterSelect } from '@/web/ui/filter-select.tsx';
import { FormField } from '@/web/ui/form-field.tsx';

type TextFilters = Pick<Filters, 'keywords' | 'campus' | 'course'>;

/** Keywords, campus and course (sent with Search); status and category applied on change. */
export function QueueFilters() {
  const actor = StaffQueueActor.useActorRef();
  const filters = StaffQueueActor.useSelector((s) => s.context.filters);
  const statuses = StaffQueueActor.useSelector((s) => s.context.data?.statusCondition ?? []);
  const [typed, setTyped] = useState<TextFilters>(filters);
  useEffect(
    () => setTyped({ keywords: filters.keywords, campus: filters.campus, course: filters.course }),
    [filters],
  );
  const filter = (change: Partial<Filters>) => actor.send({ type: 'FILTER', filters: change });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    filter(typed);
  };
  const text = (key: keyof TextFilters, label: string, placeholder: string) => (
    <FormField id={`queue-${key}`} label={label}>
      <Input
        id={`queue-${key}`}
        type="search"
        value={typed[key]}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
      />
    </FormField>
  );

  return (
    <Box
      as="form"
      role="search"
      aria-label="Filter the queue"
      onSubmit={onSearch}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
      gap="4"
      alignItems="end"
      mb="4"
    >
      {text('keywords', 'Keywords', 'Name, email, course or reference')}
      {text('campus', 'Campus', 'Part of the campus name')}
      {text('course', 'Course', 'Part of the course name')}
      <FilterSelect
        id="queue-status"
        label="Status"
        value={filters.status}
        anyLabel="All but editing"
        options={statuses.map((option) => ({
          value: option.value,
          label: `${option.label} (${option.count})`,
        }))}
        onChange={(status) => filter({ status })}
      />
      <FilterSelect
        id="queue-category"
        label="Category"
        value={filters.applicationCategory}
        anyLabel="All categories"
        options={CATEGORIES.map((category) => ({ value: category, label: category }))}
        onChange={(applicationCategory) => filter({ applicationCategory })}
      />
      <FilterSelect
        id="queue-duplicates"
        label="Duplicates"
        value={filters.duplicates}
        anyLabel="All applications"
        options={[{ value: 'possible', label: `${POSSIBLE_DUPLICATE}s only` }]}
        onChange={(duplicates) => filter({ duplicates })}
      />
      <Box>
        <Button type="submit" colorPalette="brand" variant="outline" minH="10">
          Search
        </Button>
      </Box>
    </Box>
  );
}
