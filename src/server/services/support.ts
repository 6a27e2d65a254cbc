import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { SupportListRequest } from '../../domain/support/list-request.ts';
import type {
  SupportDetail,
  SupportListResponse,
  SupportRequestInput,
  SupportRow,
  SupportStatus,
  SupportType,
} from '../../domain/support/support.ts';
import type { Db } from '../db/connect.ts';
import { supportRequests, supportTypes } from '../db/schema.ts';

type Paging = Required<SupportListRequest>;
export type NewSupportRequest = typeof supportRequests.$inferInsert;

const detailColumns = {
  id: supportRequests.id,
  type: supportRequests.typeId,
  typeName: supportTypes.name,
  subject: supportRequests.subject,
  content: supportRequests.content,
  status: supportRequests.status,
  reply: supportRequests.reply,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
};
const selectDetails = (db: Db) =>
  db
    .select(detailColumns)
    .from(supportRequests)
    .innerJoin(supportTypes, eq(supportTypes.id, supportRequests.typeId));
type DetailRecord = Awaited<ReturnType<typeof selectDetails>>[number];

/** The stored status is a SupportStatus: the table's check constraint admits nothing else. */
const toRow = ({ reply: _, updatedAt: __, createdAt, status, ...rest }: DetailRecord): SupportRow => ({
  ...rest,
  status: status as SupportStatus,
  insertTime: createdAt.toISOString(),
});

const toDetail = (record: DetailRecord): SupportDetail => ({
  ...toRow(record),
  reply: record.reply,
  updateTime: record.updatedAt.toISOString(),
});

/** Inserts support requests as given (the API adds one; the demo seed and fixtures several). */
export async function insertSupportRequests(db: Db, rows: NewSupportRequest[]): Promise<number[]> {
  const inserted = await db.insert(supportRequests).values(rows).returning({ id: supportRequests.id });
  return inserted.map((row) => row.id);
}

/** A new Open request; an unknown type fails on the foreign key (db/errors.ts). */
export async function addSupportRequest(
  db: Db,
  userId: number,
  input: Required<SupportRequestInput>,
  now: Date,
): Promise<SupportDetail> {
  const [id] = await insertSupportRequests(db, [
    {
      userId,
      typeId: input.type,
      subject: input.subject,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  const detail = id === undefined ? undefined : await findSupportRequest(db, userId, id);
  if (!detail) throw new Error('support request vanished after insert');
  return detail;
}

/** The user's own request; undefined for a missing one and for another user's alike. */
export async function findSupportRequest(
  db: Db,
  userId: number,
  id: number,
): Promise<SupportDetail | undefined> {
  const [record] = await selectDetails(db).where(
    and(eq(supportRequests.id, id), eq(supportRequests.userId, userId)),
  );
  return record && toDetail(record);
}

export function listSupportTypes(db: Db): Promise<SupportType[]> {
  return db
    .select({ id: supportTypes.id, name: supportTypes.name })
    .from(supportTypes)
    .orderBy(asc(supportTypes.position));
}

/** The user's requests, newest first, a page at a time, with the types the new-request dialog offers. */
export async function listSupportRequests(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<SupportListResponse> {
  const { pageNum, pageSize } = paging;
  const mine = eq(supportRequests.userId, userId);
  const [counted] = await db.select({ total: count() }).from(supportRequests).where(mine);
  const total = counted?.total ?? 0;
  const offset = (pageNum - 1) * pageSize;
  const records =
    offset < total
      ? await selectDetails(db)
          .where(mine)
          .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
          .limit(pageSize)
          .offset(offset)
      : [];
  return { list: records.map(toRow), total, pageNum, pageSize, types: await listSupportTypes(db) };
}
