import { createAccountRepo } from './account-repo';
import { createAmendmentsRepo } from './amendments-repo';
import { createBalancesRepo } from './balances-repo';
import { createCancellationsRepo } from './cancellations-repo';
import { createClassesRepo } from './classes-repo';
import { createClientLogsRepo } from './client-logs-repo';
import { createConfirmationsRepo } from './confirmations-repo';
import { createCustomersRepo } from './customers-repo';
import { createFoliosRepo } from './folios-repo';
import { createFormSubmissionsRepo } from './form-submissions-repo';
import { createFormThrottleRepo } from './form-throttle-repo';
import { createMailchimpRepo } from './mailchimp-repo';
import type { SandboxDatabase } from './open-database';
import { createRecaptchaTokensRepo } from './recaptcha-tokens-repo';
import { createPaymentOrdersRepo } from './payment-orders-repo';
import { createSessionsRepo } from './sessions-repo';
import { createSettingsRepo } from './settings-repo';
import { createStayInventoryRepo } from './stay-inventory-repo';
import { createSpecialServicesRepo } from './special-services-repo';
import { createSpaRepo } from './spa-repo';
import { createDiningRepo } from './dining-repo';
import { createGiftCardsRepo } from './gift-cards-repo';
import { createGiftRedemptionsRepo } from './gift-redemptions-repo';

/** Every table's prepared queries, built once per database. */
export function createRepos(db: SandboxDatabase) {
  return {
    settings: createSettingsRepo(db),
    sessions: createSessionsRepo(db),
    customers: createCustomersRepo(db),
    folios: createFoliosRepo(db),
    clientLogs: createClientLogsRepo(db),
    stayInventory: createStayInventoryRepo(db),
    specialServices: createSpecialServicesRepo(db),
    formSubmissions: createFormSubmissionsRepo(db),
    recaptchaTokens: createRecaptchaTokensRepo(db),
    mailchimp: createMailchimpRepo(db),
    formThrottle: createFormThrottleRepo(db),
    paymentOrders: createPaymentOrdersRepo(db),
    account: createAccountRepo(db),
    confirmations: createConfirmationsRepo(db),
    classes: createClassesRepo(db),
    spa: createSpaRepo(db),
    dining: createDiningRepo(db),
    giftCards: createGiftCardsRepo(db),
    giftRedemptions: createGiftRedemptionsRepo(db),
    cancellations: createCancellationsRepo(db),
    amendments: createAmendmentsRepo(db),
    balances: createBalancesRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
