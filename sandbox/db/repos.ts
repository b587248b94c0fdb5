import { createAccountRepo } from './account-repo';
import { createClientLogsRepo } from './client-logs-repo';
import { createCustomersRepo } from './customers-repo';
import { createFoliosRepo } from './folios-repo';
import type { SandboxDatabase } from './open-database';
import { createPaymentOrdersRepo } from './payment-orders-repo';
import { createSessionsRepo } from './sessions-repo';
import { createSettingsRepo } from './settings-repo';
import { createSpecialServicesRepo } from './special-services-repo';

/** Every table's prepared queries, built once per database. */
export function createRepos(db: SandboxDatabase) {
  return {
    settings: createSettingsRepo(db),
    sessions: createSessionsRepo(db),
    customers: createCustomersRepo(db),
    folios: createFoliosRepo(db),
    clientLogs: createClientLogsRepo(db),
    specialServices: createSpecialServicesRepo(db),
    paymentOrders: createPaymentOrdersRepo(db),
    account: createAccountRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
