import { Box, Button, Input } from '@chakra-ui/react';
import type { ApplicationFilters as Filters } from '@machines/applications-list.ts';
import { type FormEvent, useEffect, useState } from 'react';
import type { FilterOption } from '@/domain/applications/list.ts';
import { STATUS_LABELS } from '@/domain/applications/status.ts';
import { ApplicationsListActor } from '@/web/logic/home.ts';
import { FilterSelect } from '@/web/ui/filter-select.tsx';
import { FormField } from '@/web/ui/form-field.tsx';

/** An option with its count: 'Refused (15)'. */
const labelled = <T extends string>(option: FilterOption<T>) => ({
  value: option.value,
  label: `${option.label} (${option.count})`,
});

/** The chosen value stays offered even when the server's counts leave it out. */
function withCurrent<T extends string>(options: FilterOption<T>[], current: T | '', label: (v: T) => string) {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: label(current), count: 0 }];
}

/** Keywords (sent with Search), status and category (applied on change), above 'My Applications'. */
export function ApplicationFilters() {
  const actor = ApplicationsListActor.useActorRef();
  const filters = ApplicationsListActor.useSelector((s) => s.context.filters);
  const statusOptions = ApplicationsListActor.useSelector((s) => s.context.data?.statusCondition ?? []);
  const categoryOptions = ApplicationsListActor.useSelector(
    (s) => s.context.data?.studentCategoryCondition ?? [],
  );
  const [keywords, setKeywords] = useState(filters.keywords);
  useEffect(() => setKeywords(filters.keywords), [filters.keywords]);
  const filter = (change: Partial<Filters>) => actor.send({ type: 'FILTER', filters: change });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    filter({ keywords });
  };

  return (
    <Box
      as="form"
      role="search"
      aria-label="Filter applications"
      onSubmit={onSearch}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }}
      gap="4"
      alignItems="end"
      mb="4"
    >
      <FormField id="app-keywords" label="Keywords">
        <Box display="flex" gap="2">
          <Input
            id="app-keywords"
            type="search"
            value={keywords}
            maxLength={100}
            placeholder="Name, email or course"
            onChange={(event) => setKeywords(event.target.value)}
          />
          <Button type="submit" colorPalette="brand" variant="outline" flexShrink={0}>
            Search
          </Button>
        </Box>
      </FormField>
      <FilterSelect
        id="app-status"
        label="Status"
        value={filters.status}
        anyLabel="All statuses"
        options={withCurrent(statusOptions, filters.status, (key) => STATUS_LABELS[key]).map(labelled)}
        onChange={(status) => filter({ status })}
      />
      <FilterSelect
        id="app-category"
        label="Category"
        value={filters.applicationCategory}
        anyLabel="All categories"
        options={withCurrent(categoryOptions, filters.applicationCategory, (c) => c).map(labelled)}
        onChange={(applicationCategory) => filter({ applicationCategory })}
      />
    </Box>
  );
}
