import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createRepos } from '../db/repos';
import { seedDatabase } from '../db/seed';
import { confirmMember, subscriberHash, upsertMember } from './mailchimp-standin';

async function freshRepos() {
  const db = openDatabase(':memory:');
  migrate(db);
  const repos = createRepos(db);
  await seedDatabase(repos, 0);
  return repos;
}

const ada = { email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('the Mailchimp stand-in', () => {
  it("uses Mailchimp's subscriber hash: MD5 of the lower-cased email", () => {
    expect(subscriberHash(' Ada@Example.com ')).toBe(subscriberHash('ada@example.com'));
    expect(subscriberHash('urist.mcvankab@freddiesjokes.com')).toBe(
      '62eeb292278cc15f5817cb78f7790b08',
    );
  });

  it('answers Resource Not Found for a list it does not have', async () => {
    const repos = await freshRepos();
    expect(upsertMember(repos, 'nope', ada, 1)).toEqual({
      ok: false,
      error: 'Resource Not Found',
    });
  });

  it('keeps tags across updates and the first joining time', async () => {
    const repos = await freshRepos();
    upsertMember(repos, 'competitions', { ...ada, tags: ['a'] }, 1);
    expect(upsertMember(repos, 'competitions', { ...ada, tags: ['b', 'a'] }, 2)).toEqual({
      ok: true,
      status: 'subscribed',
      created: false,
    });
    const [member] = repos.mailchimp.members();
    expect(member).toMatchObject({ tags_json: '["a","b"]', created_at: 1, updated_at: 2 });
  });

  it('subscribes again someone who had left (pending again on a double opt-in list)', async () => {
    const repos = await freshRepos();
    for (const list of ['lake', 'machrie']) {
      upsertMember(repos, list, ada, 1);
      const member = repos.mailchimp.member(list, subscriberHash(ada.email))!;
      repos.mailchimp.saveMember({ ...member, status: 'unsubscribed' });
    }
    expect(upsertMember(repos, 'lake', ada, 2)).toMatchObject({ status: 'subscribed' });
    expect(upsertMember(repos, 'machrie', ada, 2)).toMatchObject({ status: 'pending' });
    expect(confirmMember(repos, 'machrie', 'ada@example.com', 3)).toBe(true);
    expect(confirmMember(repos, 'machrie', 'ada@example.com', 4)).toBe(false);
    expect(repos.mailchimp.member('machrie', subscriberHash(ada.email))?.status).toBe('subscribed');
  });
});
