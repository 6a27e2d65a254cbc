/** The demo provider's campuses, by code. Online is a campus too: its offerings are studied online. */
export const demoCampuses: Readonly<Record<string, string>> = {
  SYD: 'Sydney City Campus',
  MEL: 'Melbourne Campus',
  BNE: 'Brisbane Campus',
  ONL: 'Online',
};
