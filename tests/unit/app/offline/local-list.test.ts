import { describe, expect, it } from 'vitest';
import { waitingEntries } from '../../../../src/app/outbox/entry-waits';
import type { OutboxEntry } from '../../../../src/app/outbox/outbox-entry';
import { localList } from '../../../../src/app/outreach/local-list';
import { patients } from '../../../../src/entities/patients';
import { vaccineBatches } from '../../../../src/entities/vaccine-batches';
import { doseFormRows } from '../../../components/doses/dose-rows';

const rows = doseFormRows();

describe('localList (the kept rows read like the API)', () => {
  it.each([
    ['PEÑA', ['María', 'Valentina']],
    ['pena maria', ['María']],
    ['4587', ['José']],
    ['perez jose', ['José']],
  ])("should find %s with the server's fold and every word", (q, names) => {
    const found = localList(patients, rows.patients ?? [], { q });
    expect(found.items.map((row) => row.firstName)).toEqual(names);
  });

  it('should filter, sort and page like the lot search', () => {
    const found = localList(vaccineBatches, rows['vaccine-batches'] ?? [], {
      q: 'comirnaty',
      filter: { status: 1, availableQuantity: { gt: 0 } },
      sort: 'expirationDate',
      order: 'asc',
      pageSize: 1,
    });
    expect(found.total).toBe(2);
    expect(found.items.map((row) => row.batchNumber)).toEqual(['PF-2025-004']);
  });
});

const entry = (clientId: string, status: OutboxEntry['status'], patientId: number, vaccineId = 4): OutboxEntry => ({
  clientId,
  idempotencyKey: clientId,
  kind: 'dose',
  status,
  values: { patientId },
  localId: null,
  patientClientId: null,
  vaccineId,
  summary: clientId,
  createdAt: '',
  attempts: 0,
  nextAttemptAt: 0,
  message: null,
  serverId: null,
  sentAt: null,
});

describe('waitingEntries', () => {
  it('should name the pending entries a refused one holds back: the same patient and vaccine, after it', () => {
    const entries = [
      entry('a', 'pending', 9),
      entry('b', 'refused', 9),
      entry('c', 'pending', 9),
      entry('d', 'pending', 9, 5),
    ];
    expect([...waitingEntries(entries)]).toEqual(['c']);
  });
});
