import { defaultStockSettings, type StockSettings } from '../../domain/supply/requisitions';
import type { EntityBehaviour } from '../../engine/server';
import { adverseEventBehaviour } from './adverse-events';
import { appliedDoseBehaviour } from './applied-doses';
import { cdsiScheduleBehaviours } from './cdsi-schedule';
import { withDoseRestore } from './dose-restore';
import { orgUnitBehaviour } from './org-units';
import { patientObservationBehaviour } from './patient-observations';
import { patientBehaviour } from './patients';
import { requisitionBehaviour } from './requisitions';
import { scheduleRuleBehaviour } from './schedule-rules';
import { stockTransferBehaviour } from './stock-transfers';
import { targetPopulationBehaviour } from './target-populations';
import { userBehaviour } from './users';
import { vaccinationCenterBehaviour } from './vaccination-centers';
import { vaccineBatchBehaviour } from './vaccine-batches';
import { vaccineBehaviour } from './vaccines';

/**
 * Server-side behaviour beyond plain storage, each keyed by its entity's config; checked at start.
 * The requisitions' suggested quantities follow the server's stock settings.
 *
 * @example
 * createApp({ store, entities, behaviours: productBehaviours({ stock: config.stock }), secret });
 */
export const productBehaviours = ({ stock }: { stock: StockSettings }): readonly EntityBehaviour[] => [
  withDoseRestore(appliedDoseBehaviour),
  patientBehaviour,
  vaccineBatchBehaviour,
  userBehaviour,
  vaccineBehaviour,
  scheduleRuleBehaviour,
  targetPopulationBehaviour,
  adverseEventBehaviour,
  patientObservationBehaviour,
  orgUnitBehaviour,
  vaccinationCenterBehaviour,
  ...cdsiScheduleBehaviours,
  stockTransferBehaviour,
  requisitionBehaviour(stock),
];

/** The product's behaviours with the default settings (a test's API). */
export const behaviours = productBehaviours({ stock: defaultStockSettings });
