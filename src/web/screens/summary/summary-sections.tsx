import { Box, DataList, Heading } from '@chakra-ui/react';
import type { SummaryDetail } from '@/domain/applications/summary.ts';
import { listDate } from '@/web/ui/format-date.ts';

/** What the summary shows for a part no step has filled yet. */
export const NOT_PROVIDED = 'Not provided';

type Row = [label: string, value: string | null];

const text = (...parts: (string | null | undefined)[]) => {
  const shown = parts.map((part) => part?.trim()).filter(Boolean);
  return shown.length ? shown.join(' ') : null;
};

/** Spec §2: YES or NO. */
const yesNo = (value: boolean | null) => (value === null ? null : value ? 'YES' : 'NO');

/** Spec §2: start to end, only when both are there. */
const dates = (start: string | null, end: string | null) =>
  start && end ? `${listDate(start)} – ${listDate(end)}` : null;

export function personalRows(s: SummaryDetail): Row[] {
  return [
    ['Title', s.titleName],
    ['First Given Name', s.firstGivenName],
    ['Family Name', s.familyName],
    ['Date of Birth', s.birthDate ? listDate(s.birthDate) : null],
    ['Gender', s.genderName],
    ['Country of Birth', s.countryOfBirth],
    [
      'Mobile Phone',
      text(
        s.mobileNumberCountryCode ? `+${s.mobileNumberCountryCode.replace(/^\+/, '')}` : null,
        s.mobileNumber,
      ),
    ],
    [
      'Local Address',
      [s.localAddressStreetLine1, s.localAddressSuburb, text(s.localAddressStateName, s.localAddressPostcode)]
        .filter(Boolean)
        .join(', ') || null,
    ],
  ];
}

export function applicationRows(s: SummaryDetail): Row[] {
  const rows: Row[] = [
    ['Application Type', s.applicationType],
    ['Course Name', s.courseName],
  ];
  const first = dates(s.courseStartDate, s.courseEndDate);
  if (first) rows.push(['Course Dates', first]);
  rows.push(['Campus', s.campusName]);
  if (s.applicationType2) {
    rows.push(['Second Application Type', s.applicationType2], ['Second Course Name', s.courseName2]);
    const second = dates(s.courseStartDate2, s.courseEndDate2);
    if (second) rows.push(['Second Course Dates', second]);
    rows.push(['Second Campus', s.campusName2]);
  }
  rows.push(['Apply for RPL', yesNo(s.needRpl)], ['Apply for Scholarship', yesNo(s.applyScholarships)]);
  return rows;
}

/** One read-only section: its heading and a description list (dt label, dd value). */
export function SummarySection({ title, rows }: { title: string; rows: Row[] }) {
  const id = `summary-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} mb="6">
      <Heading as="h2" id={id} size="lg" color="brand.fg" mb="3">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexWrap="wrap">
            <DataList.ItemLabel minW="48" color="fg.muted">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium" color={value ? undefined : 'fg.muted'}>
              {value ?? NOT_PROVIDED}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
