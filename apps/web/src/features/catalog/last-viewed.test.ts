import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LAST_VIEWED_KEY,
  type LastViewedItem,
  lastViewedExcept,
  parseLastViewed,
  pushLastViewed,
  rememberViewed,
  toLastViewedItem,
  useLastViewed,
} from './last-viewed';

const item = (id: number): LastViewedItem => ({
  id,
  slug: `produkt-${id}`,
  name: `Produkt ${id}`,
  code: `P-${id}`,
  vendor: 'Vidinet',
  image: null,
});

afterEach(() => window.localStorage.clear());

describe('pushLastViewed', () => {
  it('puts the newest first', () => {
    expect(pushLastViewed([item(1), item(2)], item(3)).map((i) => i.id)).toEqual([3, 1, 2]);
  });

  it('keeps no duplicates: a product viewed again moves to the front', () => {
    expect(pushLastViewed([item(1), item(2), item(3)], item(2)).map((i) => i.id)).toEqual([2, 1, 3]);
  });

  it('keeps at most 10', () => {
    let list: LastViewedItem[] = [];
    for (let id = 1; id <= 14; id += 1) list = pushLastViewed(list, item(id));
    expect(list.map((i) => i.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });
});

describe('parseLastViewed', () => {
  it('treats missing or broken storage as empty and skips foreign entries', () => {
    expect(parseLastViewed(null)).toEqual([]);
    expect(parseLastViewed('{not json')).toEqual([]);
    expect(parseLastViewed('{"id":1}')).toEqual([]);
    expect(parseLastViewed(JSON.stringify([item(1), { id: 'x' }, item(1), item(2)])).map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('toLastViewedItem', () => {
  it('stores the cover image and no prices', () => {
    const stored = toLastViewedItem({
      id: 7,
      url: { url: 'kamera' },
      name: 'Kamera',
      code: 'K-1',
      vendor: 'Vidinet',
      image: [
        { src: '/a.svg', caption: 'a', cover: false, width: 10, height: 10 },
        { src: '/b.svg', caption: 'b', cover: true, width: 800, height: 600 },
      ],
      // A logged-in reply carries prices; they must not end up in storage.
      ...({ price: 10, price_exc_vat: 8 } as object),
    } as Parameters<typeof toLastViewedItem>[0]);
    expect(stored).toEqual({
      id: 7,
      slug: 'kamera',
      name: 'Kamera',
      code: 'K-1',
      vendor: 'Vidinet',
      image: { src: '/b.svg', caption: 'b', width: 800, height: 600 },
    });
  });
});

describe('useLastViewed', () => {
  it('shows the stored list without the current product and follows new views', () => {
    rememberViewed(item(1));
    rememberViewed(item(2));
    const { result } = renderHook(() => useLastViewed(2));
    expect(result.current.map((i) => i.id)).toEqual([1]);
    act(() => rememberViewed(item(3)));
    expect(result.current.map((i) => i.id)).toEqual([3, 1]);
    expect(JSON.parse(window.localStorage.getItem(LAST_VIEWED_KEY) ?? '[]')).toHaveLength(3);
    expect(lastViewedExcept([item(1)], undefined)).toHaveLength(1);
  });
});
