import { describe, expect, it } from 'vitest';
import { STATUS_KEYS } from '../../src/domain/applications/status.ts';
import { documentEdits } from '../../src/domain/documents/edits.ts';

/**
 * What the Documents step lets a person do with the files, by status: only an application being
 * edited is changed (spec §2, §6); while evidence is needed the requested documents are added, none
 * removed (issue 11); a new application (no status yet) is being edited.
 */
describe('documentEdits', () => {
  it('adds and removes while editing, and for a new application', () => {
    expect(documentEdits('editing')).toEqual({ add: true, remove: true });
    expect(documentEdits(null)).toEqual({ add: true, remove: true });
  });

  it('only adds while evidence is needed', () => {
    expect(documentEdits('evidenceNeeded')).toEqual({ add: true, remove: false });
  });

  it('neither adds nor removes in any other status', () => {
    const others = STATUS_KEYS.filter((status) => status !== 'editing' && status !== 'evidenceNeeded');
    expect(others).toHaveLength(8);
    for (const status of others) expect(documentEdits(status), status).toEqual({ add: false, remove: false });
  });
});
