/*
 * Node environment with a happy-dom page, against the real sandbox (see dining.test): the
 * seeded guest's profile, saved, its password changed, a stored card taken off.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import type { ProfileCustomer } from '../../schemas/profile';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(() => import('./profile'));

const logIn = (password: string = SEEDED_GUEST.password) =>
  t.s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: password });

/** The page loaded again, logged in, with the method `method` answered by `answer`. */
async function answering(method: string, answer: () => Response): Promise<void> {
  const real = t.sb.http.fetch!;
  t.sb.http.fetch = async (input, init) => {
    // A copy: the request itself still goes to the sandbox when it is not the one answered.
    const copy = input instanceof Request ? input.clone() : new Request(input, init);
    const body = copy.method === 'POST' ? await copy.text() : '';
    return body.includes(`"${method}"`) ? answer() : real(input, init);
  };
  await t.reload();
}

const loaded = () => {
  const state = t.m.$profile.get();
  if (state.status !== 'loaded') throw new Error(`not loaded: ${JSON.stringify(state)}`);
  return state.value;
};

/** A stored card for the seeded guest, straight into the sandbox's records; its id. */
function storeCard(): string {
  const { account, customers } = t.sb.sandbox.repos;
  const guest = customers.findByEmail(SEEDED_GUEST.email)!;
  const count = account.cards(guest.id).length;
  account.addCard({
    customer_id: guest.id,
    token: `tok_test_${count}`,
    card_type: 'VISA',
    last_four: '1111',
    holder: 'Ada Lovelace',
    expiry_mmyy: '1239',
    created_at: Date.now(),
  });
  return String(account.cards(guest.id).at(-1)!.id);
}

describe('the profile store', { timeout: 30_000 }, () => {
  it('loads the logged-in customer’s profile, showing loading first', async () => {
    await logIn();
    const states: string[] = [];
    const off = t.m.$profile.listen((state) => states.push(state.status));
    await t.m.loadProfile();
    off();
    expect(states).toEqual(['loading', 'loaded']);
    expect(loaded().EmailAddress).toBe(SEEDED_GUEST.email);
    t.m.forgetProfile();
    expect(t.m.$profile.get()).toEqual({ status: 'loading' });
  });

  it('fails in the hotel’s words, on a server error, and on a malformed answer', async () => {
    await logIn();
    await answering('FetchCustomerProfile', () =>
      Response.json({ Result: { value: 'FAIL', Text: 'The profile is unavailable.' } }),
    );
    await t.m.loadProfile();
    expect(t.m.$profile.get()).toEqual({ status: 'failed', error: 'The profile is unavailable.' });
    await answering('FetchCustomerProfile', () => new Response('oops', { status: 500 }));
    await t.m.loadProfile();
    expect(t.m.$profile.get()).toEqual({
      status: 'failed',
      error: 'Something went wrong on our side. Please try again in a moment.',
    });
    await answering('FetchCustomerProfile', () =>
      Response.json({ Result: { value: 'SUCCESS', Text: '' }, Customer: { Name: 7 } }),
    );
    await t.m.loadProfile();
    expect(t.m.$profile.get()).toEqual({
      status: 'failed',
      error: expect.stringMatching(/could not read/),
    });
  });

  it('saves the profile once at a time, and keeps a refusal’s words', async () => {
    await logIn();
    await t.m.loadProfile();
    const { CustomerId, CustomerGUID, Name, EmailAddress, Address, Phone } = loaded();
    const customer: ProfileCustomer = {
      CustomerId,
      CustomerGUID,
      Name: { ...Name, FirstName: 'Ada' },
      EmailAddress,
      DateOfBirth: null,
      NoEmail: 'Y',
      NoMail: 'Y',
      NoCall: 'Y',
      NoSMS: 'Y',
      Address: [{ ...Address[0]!, type: 'HOME' }],
      Phone: [{ ...Phone[0]!, type: 'MOBILE' }],
    };
    const saving = t.m.saveProfile(customer);
    expect(await t.m.saveProfile(customer)).toBe(null);
    expect(await saving).toEqual({ ok: true, message: ACCOUNT_MESSAGES.profileUpdated });
    await t.m.loadProfile();
    expect(loaded().Name.FirstName).toBe('Ada');

    await answering('UpdateCustomerProfile', () =>
      Response.json({ Result: { value: 'FAIL', Text: 'Profile is locked for edits.' } }),
    );
    expect(await t.m.saveProfile(customer)).toEqual({
      ok: false,
      message: 'Profile is locked for edits.',
    });
    expect(t.m.$profileFailures.get()).toEqual({ profile: 'Profile is locked for edits.' });
  });

  it('changes the password after its rules, and says a malformed answer plainly', async () => {
    await logIn();
    expect(await t.m.savePassword('Grasmere2027', 'Grasmere2027', '')).toEqual({
      ok: false,
      message: ACCOUNT_MESSAGES.currentPasswordNeeded,
    });
    expect(await t.m.savePassword('Grasmere2027', 'Grasmere2027', SEEDED_GUEST.password)).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.passwordUpdated,
    });
    expect((await logIn('Grasmere2027')).ok).toBe(true);
    await answering('UpdateCustomerProfile', () => Response.json({ Result: 'SUCCESS' }));
    expect(await t.m.savePassword('Coniston2028', 'Coniston2028', 'Grasmere2027')).toEqual({
      ok: false,
      message: expect.stringMatching(/could not read/),
    });
  });

  it('removes a stored card from the list; a refusal stays under the card’s key', async () => {
    const first = storeCard();
    const second = storeCard();
    await logIn();
    await t.m.loadProfile();
    expect(loaded().OnFileCards.map((c) => c.OnFileCardId)).toEqual([first, second]);
    let removed = 0;
    expect(await t.m.removeStoredCard(first, () => void (removed += 1))).toMatchObject({
      ok: true,
    });
    expect(removed).toBe(1);
    expect(loaded().OnFileCards.map((c) => c.OnFileCardId)).toEqual([second]);

    await answering('UpdateCustomerProfile', () =>
      Response.json({ Result: { value: 'FAIL', Text: 'That card cannot be removed.' } }),
    );
    await t.m.loadProfile();
    expect(await t.m.removeStoredCard(second)).toEqual({
      ok: false,
      message: 'That card cannot be removed.',
    });
    expect(t.m.$profileFailures.get()).toEqual({
      [t.m.cardKey(second)]: 'That card cannot be removed.',
    });
    expect(loaded().OnFileCards.map((c) => c.OnFileCardId)).toEqual([second]);
  });

  it('reads the cards again after one was added, keeping the rest as the form has it', async () => {
    await logIn();
    await t.m.loadProfile();
    const before = loaded();
    const id = storeCard();
    await t.m.reloadCards();
    expect(loaded().OnFileCards.map((c) => c.OnFileCardId)).toEqual([id]);
    expect(loaded().Name).toBe(before.Name);
  });
});
