import { describe, expect, it } from 'vitest';
import {
  changeSavedProperties,
  isPropertySaved,
  isSavedPropertiesSuccess,
  MAX_SAVED_PROPERTIES,
  normalizeSavedIds,
  savedPropertiesMessages,
  SavedPropertiesStatus,
} from './saved-properties';

const codes = (count: number) => Array.from({ length: count }, (_, index) => `H${String(index).padStart(4, '0')}`);

describe('saved properties', () => {
  it('match ids whatever their case', () => {
    expect(isPropertySaved(['NYCTS', 'LONKX'], 'nycts')).toBe(true);
    expect(isPropertySaved(['nycts'], 'NYCTS')).toBe(true);
    expect(isPropertySaved(['NYCTS'], 'SHAPD')).toBe(false);
  });

  it('are kept upper case, each once', () => {
    expect(normalizeSavedIds(['nycts', 'LONKX', 'NYCTS', ' lonkx '])).toEqual(['NYCTS', 'LONKX']);
  });

  it('save a hotel at the end of the list, upper case', () => {
    expect(changeSavedProperties(['NYCTS'], 'bkkrv', true)).toEqual({ kind: 'update', savedIds: ['NYCTS', 'BKKRV'] });
  });

  it('never save a hotel twice', () => {
    expect(changeSavedProperties(['NYCTS'], 'nycts', true)).toEqual({ kind: 'unchanged' });
  });

  it('unsave only a hotel that is there', () => {
    expect(changeSavedProperties(['NYCTS', 'LONKX'], 'nycts', false)).toEqual({ kind: 'update', savedIds: ['LONKX'] });
    expect(changeSavedProperties(['LONKX'], 'NYCTS', false)).toEqual({ kind: 'unchanged' });
  });

  it(`hold ${MAX_SAVED_PROPERTIES} hotels at most: the next save is refused, an unsave still works`, () => {
    const full = codes(MAX_SAVED_PROPERTIES);
    expect(changeSavedProperties(codes(MAX_SAVED_PROPERTIES - 1), 'NYCTS', true)).toMatchObject({ kind: 'update' });
    expect(changeSavedProperties(full, 'NYCTS', true)).toEqual({ kind: 'tooMany', limit: 20 });
    expect(changeSavedProperties(full, full[0]!, false)).toEqual({ kind: 'update', savedIds: full.slice(1) });
  });

  it('read success from the first status code, whatever its case', () => {
    expect(isSavedPropertiesSuccess(['success'])).toBe(true);
    expect(isSavedPropertiesSuccess([SavedPropertiesStatus.Success, SavedPropertiesStatus.StaleRevision])).toBe(true);
    expect(isSavedPropertiesSuccess([SavedPropertiesStatus.StaleRevision, SavedPropertiesStatus.Success])).toBe(false);
    expect(isSavedPropertiesSuccess([])).toBe(false);
  });

  it('word every status', () => {
    for (const status of Object.values(SavedPropertiesStatus)) expect(savedPropertiesMessages[status]).toMatch(/^[A-Z].+\.$/);
    expect(savedPropertiesMessages.TOO_MANY_SAVED_PROPERTIES).toContain('20');
  });
});
