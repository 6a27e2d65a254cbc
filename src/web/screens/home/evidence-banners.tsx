import { evidenceRequestOf } from '@/domain/applications/evidence.ts';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { appliesForStudents } from '@/domain/portal-offers.ts';
import { studentName } from '@/domain/submission/finish-text.ts';
import { currentMode } from '@/web/mode.ts';
import { EvidenceBanner } from '@/web/ui/evidence-banner.tsx';

/** Which application a banner is about: its course, and on the agent portal the student first. */
function aboutOf(row: ApplicationRow, agent: boolean): string {
  const course = row.courseName ?? `Application ${row.id}`;
  return agent ? `${studentName(row.firstGivenName, row.familyName)}: ${course}` : course;
}

/** Above the list: a banner for each application on the page whose evidence is needed (issue 23). */
export function EvidenceBanners({ rows }: { rows: ApplicationRow[] }) {
  const agent = appliesForStudents(currentMode());
  return rows.map((row) => {
    const request = evidenceRequestOf(row);
    return request ? <EvidenceBanner key={row.id} request={request} about={aboutOf(row, agent)} /> : null;
  });
}
