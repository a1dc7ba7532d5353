import { describe, expect, it } from 'vitest';
import { SharedPages } from './pages';

/** A clock the test sets: the time a page is asked at. */
let time = 0;
const clock = () => time;
/** `pages`' page `key` asked at `at`. */
const getAt = <T extends object | string | number>(pages: SharedPages<T>, key: string, load: () => Promise<T>, at: number) => {
  time = at;
  return pages.get(key, load);
};

describe('SharedPages', () => {
  it('reads a page once for everyone within its time, then again', async () => {
    const pages = new SharedPages<number>(1000, clock);
    let reads = 0;
    const load = async () => ++reads;
    expect(await getAt(pages, 'a', load, 0)).toBe(1);
    expect(await getAt(pages, 'a', load, 999)).toBe(1);
    expect(await getAt(pages, 'b', load, 999)).toBe(2);
    expect(await getAt(pages, 'a', load, 1000)).toBe(3);
  });

  it('shares one read among those who ask while it is under way', async () => {
    const pages = new SharedPages<string>(1000, clock);
    let reads = 0;
    let finish!: (value: string) => void;
    const load = () => {
      reads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([getAt(pages, 'a', load, 0), getAt(pages, 'a', load, 1)]);
    finish('page');
    expect(await both).toEqual(['page', 'page']);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const pages = new SharedPages<string>(1000, clock);
    await expect(getAt(pages, 'a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await getAt(pages, 'a', async () => 'page', 1)).toBe('page');
  });

  it('keeps at most its number of pages, the oldest making room', async () => {
    const pages = new SharedPages<string>(1000, clock, 2);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    await getAt(pages, 'a', load, 0);
    await getAt(pages, 'b', load, 0);
    await getAt(pages, 'c', load, 0);
    expect(await getAt(pages, 'b', load, 1)).toBe('read 2');
    expect(await getAt(pages, 'a', load, 1)).toBe('read 4');
  });

  it('is off at a time of 0', () => {
    expect(new SharedPages(0).enabled).toBe(false);
    expect(new SharedPages(1).enabled).toBe(true);
  });
});
