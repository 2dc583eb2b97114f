import { describe, expect, it } from 'vitest';
import { lastPageOf, paginationWindow } from './pagination.ts';
import { canSeeDashboard, isAdmin, isMod } from './roles.ts';

describe('paginationWindow', () => {
  it('reaches 7 pages beyond the current page', () => {
    expect(paginationWindow(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('holds at most 20 links, the rest before the current page', () => {
    const pages = paginationWindow(50, 100);
    expect(pages).toHaveLength(20);
    expect(pages[0]).toBe(38);
    expect(pages.at(-1)).toBe(57);
  });
  it('stops at the last page and clamps out-of-range pages', () => {
    expect(paginationWindow(99, 100).at(-1)).toBe(100);
    expect(paginationWindow(500, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(0, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('computes the last page', () => {
    expect(lastPageOf(0, 21)).toBe(1);
    expect(lastPageOf(42, 21)).toBe(2);
    expect(lastPageOf(43, 21)).toBe(3);
  });
});

describe('roles', () => {
  it('isAdmin is any role containing admin', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('org.admin')).toBe(true);
    expect(isAdmin('mod')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
  it('isMod is admin or mod; the dashboard adds upper', () => {
    expect(isMod('mod')).toBe(true);
    expect(isMod('upper')).toBe(false);
    expect(canSeeDashboard('upper')).toBe(true);
    expect(canSeeDashboard('dev')).toBe(false);
    expect(canSeeDashboard('user')).toBe(false);
  });
});
