import type { VersionedMigration } from '../../engine/server';
import * as m0001 from './0001-baseline';
import * as m0002 from './0002-unique-among-active-rows';
import * as m0003 from './0003-dose-schedules';
import * as m0004 from './0004-patient-birth-date-index';
import * as m0005 from './0005-idempotency-keys';
import * as m0006 from './0006-audit-trail';
import * as m0007 from './0007-account-deactivation';
import * as m0008 from './0008-schedule-rules';
import * as m0009 from './0009-historical-doses';
import * as m0010 from './0010-patient-forecasts';
import * as m0011 from './0011-target-populations';
import * as m0012 from './0012-dose-counts';
import * as m0013 from './0013-stock-movements';
import * as m0014 from './0014-adverse-events';
import * as m0015 from './0015-vaccine-codes';
import * as m0016 from './0016-fhir-import';
import * as m0017 from './0017-org-units';
import * as m0018 from './0018-account-scopes';
import * as m0019 from './0019-access-grants';
import * as m0020 from './0020-stock-places';
import * as m0021 from './0021-stock-transfers';
import * as m0022 from './0022-cdsi-schedule';
import * as m0023 from './0023-group-forecasts';
import * as m0024 from './0024-schedule-version';
import * as m0025 from './0025-patient-observations';
import * as m0026 from './0026-requisitions';
import * as m0027 from './0027-programme-days';

/**
 * The migrations of production databases, applied in name order at start (prepareDatabase).
 * `npm run migration:draft -- <name>` writes the next file and registers it here; a file
 * once released is never edited, a change is a new file.
 */
export const migrations: Readonly<Record<string, VersionedMigration>> = {
  '0001-baseline': m0001,
  '0002-unique-among-active-rows': m0002,
  '0003-dose-schedules': m0003,
  '0004-patient-birth-date-index': m0004,
  '0005-idempotency-keys': m0005,
  '0006-audit-trail': m0006,
  '0007-account-deactivation': m0007,
  '0008-schedule-rules': m0008,
  '0009-historical-doses': m0009,
  '0010-patient-forecasts': m0010,
  '0011-target-populations': m0011,
  '0012-dose-counts': m0012,
  '0013-stock-movements': m0013,
  '0014-adverse-events': m0014,
  '0015-vaccine-codes': m0015,
  '0016-fhir-import': m0016,
  '0017-org-units': m0017,
  '0018-account-scopes': m0018,
  '0019-access-grants': m0019,
  '0020-stock-places': m0020,
  '0021-stock-transfers': m0021,
  '0022-cdsi-schedule': m0022,
  '0023-group-forecasts': m0023,
  '0024-schedule-version': m0024,
  '0025-patient-observations': m0025,
  '0026-requisitions': m0026,
  '0027-programme-days': m0027,
};
