import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLiveConnected, useLiveTopic } from './live-events';

/** A stand-in EventSource: the test plays the server's events. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readyState = 0;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, handler: (event: MessageEvent) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  emit(name: string, data = '{}') {
    for (const handler of this.handlers.get(name) ?? []) handler(new MessageEvent(name, { data }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

it('shares one stream among listeners, tells each its topic, and everyone after a reconnect', () => {
  const warehouse = vi.fn();
  const schedule = vi.fn();
  const first = renderHook(() => useLiveTopic('warehouse', warehouse));
  const second = renderHook(() => useLiveTopic('schedule', schedule));
  const connected = renderHook(() => useLiveConnected());
  expect(FakeEventSource.opened).toHaveLength(1);
  const [source] = FakeEventSource.opened;
  expect(source!.url).toMatch(/\/rest\/events$/);
  act(() => source!.emit('ready'));
  expect(connected.result.current).toBe(true);
  act(() => source!.emit('change', '{"topic":"warehouse"}'));
  expect(warehouse).toHaveBeenCalledTimes(1);
  expect(schedule).not.toHaveBeenCalled();
  // A dropped stream reconnects by itself; notices sent meanwhile are lost, so all hear once.
  act(() => source!.onerror?.());
  expect(connected.result.current).toBe(false);
  act(() => source!.emit('ready'));
  expect(warehouse).toHaveBeenCalledTimes(2);
  expect(schedule).toHaveBeenCalledTimes(1);
  first.unmount();
  expect(source!.readyState).not.toBe(FakeEventSource.CLOSED);
  second.unmount();
  expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  connected.unmount();
});
