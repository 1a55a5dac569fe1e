import { vi } from 'vitest';
import { jsonResponse } from './shell-test-utils';

interface Asked {
  term: string;
  answer: (entries: readonly unknown[]) => void;
  isAborted: () => boolean;
}

/**
 * A product lookup (`GET …/mac?term=`) whose answers the test gives, in any order it likes: a
 * slow server, where an older request may answer after a newer one. Aborted requests reject as
 * the browser's fetch does.
 */
export function slowLookup() {
  const asked: Asked[] = [];
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const term = new URL(String(input), 'http://test').searchParams.get('term') ?? '';
        let isAborted = false;
        init?.signal?.addEventListener('abort', () => {
          isAborted = true;
          reject(new DOMException('The request was aborted', 'AbortError'));
        });
        asked.push({
          term,
          answer: (entries) => resolve(jsonResponse(entries)),
          isAborted: () => isAborted,
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The terms asked so far, in order. */
    terms: () => asked.map((request) => request.term),
    /** Answers every request for `term` still waiting. */
    answer(term: string, entries: readonly unknown[]) {
      for (const request of asked.filter((r) => r.term === term)) request.answer(entries);
    },
  };
}

export const BUT_2001 = {
  id: 1,
  code: 'BUT-2001',
  name: 'Tölgyfa étkezőasztal 160×90',
  imageUrl: null,
};
export const BUT_2002 = {
  id: 2,
  code: 'BUT-2002',
  name: 'Bükkfa szék kárpitozott',
  imageUrl: null,
};
export const BUT_2003 = {
  id: 3,
  code: 'BUT-2003',
  name: 'Fenyő könyvespolc 5 polcos',
  imageUrl: null,
};
export const BUT_20031 = { id: 4, code: 'BUT-20031', name: 'Polc toldalék', imageUrl: null };
