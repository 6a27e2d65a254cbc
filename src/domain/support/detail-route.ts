/**
 * The route named potentialdetailial (spec §2): id and type 'supportonline'. Apart from the support
 * schemas (support.ts): the home's support list links here, and zod stays off its first load.
 */
export const SUPPORT_DETAIL_TYPE = 'supportonline';

/**
 * The support request an address names (spec §2 potentialdetailial: an id and the type
 * supportonline): its id, or null when the address names none (another type, an id that is not a
 * positive whole number) — such an address is not found without asking the server.
 */
export function supportDetailId(id: string | undefined, type: string | undefined): number | null {
  if (type !== SUPPORT_DETAIL_TYPE || !id || !/^[1-9]\d*$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}
