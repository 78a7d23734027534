// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDraft } from './form-draft';

type Values = { login: string; password: string; rememberMe: boolean; rooms: string[] };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a form draft', () => {
  it('keeps only the fields it names, and reads them back', () => {
    const draft = formDraft<Values>('signIn', ['login', 'rememberMe'], 'tab');
    draft.save({ login: 'ava@example.com', password: 'Stay#Well2026', rememberMe: false, rooms: [] });
    expect(sessionStorage.getItem('portico.draft.signIn')).toBe('{"login":"ava@example.com","rememberMe":false}');
    expect(draft.read()).toEqual({ login: 'ava@example.com', rememberMe: false });
    draft.clear();
    expect(draft.read()).toBeNull();
  });

  it('scoped to the frame, is read back by a reload of the same frame only: a new frame starts without it', () => {
    const draft = formDraft<Values>('lookup', ['login'], 'frame');
    draft.save({ login: 'ava@example.com', password: '', rememberMe: true, rooms: [] });
    // A reload keeps the frame's window.name, and with it the frame's id.
    expect(formDraft<Values>('lookup', ['login'], 'frame').read()).toEqual({ login: 'ava@example.com' });
    window.name = '';
    expect(formDraft<Values>('lookup', ['login'], 'frame').read()).toBeNull();
  });

  it('reads nothing it does not keep from what another script wrote, and nothing from broken storage', () => {
    const draft = formDraft<Values>('signIn', ['login'], 'tab');
    sessionStorage.setItem('portico.draft.signIn', '{"login":{"not":"text"},"password":"x"}');
    expect(draft.read()).toBeNull();
    sessionStorage.setItem('portico.draft.signIn', '{not json');
    expect(draft.read()).toBeNull();
  });

  it('keeps nothing, and throws nothing, where storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const draft = formDraft<Values>('signIn', ['login'], 'tab');
    expect(() => draft.save({ login: 'ava@example.com', password: '', rememberMe: true, rooms: [] })).not.toThrow();
    expect(draft.read()).toBeNull();
  });
});
