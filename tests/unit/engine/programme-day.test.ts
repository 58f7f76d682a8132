import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  dayStartOf,
  formatDateTime,
  machineTimeZone,
  offsetChanges,
  offsetMinutesAt,
  programmeClockOf,
  programmeDayOf,
  programmeTimeZone,
  setProgrammeTimeZone,
  today,
} from '../../../src/engine';

afterEach(() => setProgrammeTimeZone(machineTimeZone()));

describe('programmeDayOf', () => {
  it.each([
    // Lima: UTC−5 all year; 20:00 there is 01:00 UTC the next day.
    ['2026-05-12T01:00:00.000Z', 'America/Lima', '2026-05-11'],
    ['2026-05-12T04:59:59.999Z', 'America/Lima', '2026-05-11'],
    ['2026-05-12T05:00:00.000Z', 'America/Lima', '2026-05-12'],
    ['2026-01-01T01:00:00.000Z', 'America/Lima', '2025-12-31'],
    ['2026-05-12T01:00:00.000Z', 'UTC', '2026-05-12'],
    // New York around its spring change (2026-03-08 02:00 EST → 03:00 EDT) and its autumn one.
    ['2026-03-08T04:59:00.000Z', 'America/New_York', '2026-03-07'],
    ['2026-03-08T05:00:00.000Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T03:59:00.000Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T04:00:00.000Z', 'America/New_York', '2026-03-09'],
    ['2026-11-02T04:59:00.000Z', 'America/New_York', '2026-11-01'],
    ['2026-11-02T05:00:00.000Z', 'America/New_York', '2026-11-02'],
    // Santiago skips its midnight on 2026-09-06 (00:00 −04 → 01:00 −03).
    ['2026-09-06T03:59:00.000Z', 'America/Santiago', '2026-09-05'],
    ['2026-09-06T04:00:00.000Z', 'America/Santiago', '2026-09-06'],
    // East of Greenwich, the day starts before UTC's.
    ['2026-05-11T20:00:00.000Z', 'Pacific/Auckland', '2026-05-12'],
    ['2026-05-11T12:00:00+05:30', 'Asia/Kolkata', '2026-05-11'],
  ])('should date %s on the wall clocks of %s as %s', (moment, zone, day) => {
    expect(programmeDayOf(moment, zone)).toBe(day);
  });

  it("should keep a day as it is, answer '' for no moment, and follow the programme's zone once set", () => {
    setProgrammeTimeZone('America/Lima');
    expect(programmeDayOf('2026-05-11')).toBe('2026-05-11');
    expect(programmeDayOf('no es una fecha')).toBe('');
    expect(programmeDayOf(new Date('2026-05-12T01:00:00Z'))).toBe('2026-05-11');
    expect(programmeClockOf('2026-05-12T01:00:00.000Z')).toEqual({ day: '2026-05-11', time: '20:00' });
    expect(formatDateTime('2026-05-12T01:00:00.000Z')).toBe('11/05/2026 20:00');
    expect(today()).toBe(programmeDayOf(Date.now(), 'America/Lima'));
  });
});

describe('dayStartOf', () => {
  it.each([
    ['2026-05-11', 'America/Lima', '2026-05-11T05:00:00.000Z'],
    ['2026-05-11', 'UTC', '2026-05-11T00:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    // No midnight that day: it starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    ['2026-05-12', 'Pacific/Auckland', '2026-05-11T12:00:00.000Z'],
  ])('should start %s in %s at %s', (day, zone, start) => {
    expect(dayStartOf(day, zone)).toBe(start);
    expect(programmeDayOf(start, zone)).toBe(day);
    expect(programmeDayOf(Date.parse(start) - 1, zone)).not.toBe(day);
  });
});

describe('offsetChanges', () => {
  it("should list a zone's offsets to the minute, each change where the day function sees it", () => {
    const changes = offsetChanges('America/New_York', { from: Date.UTC(2026, 0), to: Date.UTC(2027, 0) });
    expect(changes.map(({ from, offsetMinutes }) => [new Date(from).toISOString(), offsetMinutes])).toEqual([
      ['2026-01-01T00:00:00.000Z', -300],
      ['2026-03-08T07:00:00.000Z', -240],
      ['2026-11-01T06:00:00.000Z', -300],
    ]);
    expect(offsetMinutesAt(Date.UTC(2026, 2, 8, 6, 59), 'America/New_York')).toBe(-300);
    expect(offsetChanges('America/Lima', { from: Date.UTC(2000, 0), to: Date.UTC(2030, 0) })).toHaveLength(1);
  });
});

describe('setProgrammeTimeZone', () => {
  it('should take an IANA name as Intl spells it and refuse one it does not know', () => {
    setProgrammeTimeZone('america/lima');
    expect(programmeTimeZone()).toBe('America/Lima');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(() => setProgrammeTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(programmeTimeZone()).toBe('America/Lima');
  });
});
