import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import {
  control,
  expectRequired,
  failureText,
  fieldError,
  fillIn,
  freshFormsSandbox,
  mailbox,
  sentText,
  setFailing,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-competition-form.element';

const PARTNERS = [
  { name: 'Fell Outdoors', terms_url: 'https://fell.example/terms' },
  { name: 'Lakeside Ales', terms_url: 'https://ales.example/privacy' },
];
const ENTRANT = { first_name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' };

function competition(extra = ''): HTMLElement {
  return mount(
    `<ik-competition-form competition-id="spring-2026" closing-date="2026-03-31" ${extra}></ik-competition-form>`,
  );
}

describe('<ik-competition-form>', () => {
  beforeEach(() => freshFormsSandbox());
  afterEach(async () => {
    document.body.innerHTML = '';
    await setFailing(false);
  });

  it('requires first name, surname and email, and shows no telephone or message unasked', async () => {
    const form = competition();
    await until(() => submitButton(form));
    await expectRequired(form, {
      first_name: 'First name is required',
      surname: 'Surname is required',
      email: 'Email is required',
    });
    expect(form.shadowRoot!.querySelector('[name=tel]')).to.equal(null);
    expect(form.shadowRoot!.querySelector('[name=notes]')).to.equal(null);
    await expectNoAxeViolations(form);
  });

  it('requires the telephone when asked for it, and offers the message', async () => {
    const form = competition('ask-telephone ask-message');
    await fillIn(form, ENTRANT);
    submitButton(form).click();
    await until(() => expect(fieldError(form, 'tel')).to.equal('Telephone is required'));
    expect(control(form, 'notes').required).to.equal(false);
    await fillIn(form, { tel: '01632 960100', notes: 'Lovely idea' });
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.contain('Your entry has been received'));
    const [entry] = (await mailbox()).submissions;
    expect(entry!.formData).to.include({ tel: '01632 960100', notes: 'Lovely idea' });
  });

  it('offers a consent box per partner with its terms link, from the attribute', async () => {
    const form = competition(`partners='${JSON.stringify(PARTNERS)}'`);
    const box = await findByShadowRole(form, 'checkbox', {
      name: 'Send me news and offers from Lakeside Ales',
    });
    const terms = await findByShadowRole(form, 'link', {
      name: 'Lakeside Ales terms and privacy (opens in a new tab)',
    });
    expect(terms.getAttribute('href')).to.equal('https://ales.example/privacy');
    expect(terms.getAttribute('rel')).to.equal('noopener noreferrer');
    await expectNoAxeViolations(form);
    await fillIn(form, ENTRANT);
    (box as HTMLInputElement).click();
    await submitAndSettle(form);
    await until(() =>
      expect(sentText(form)).to.equal(
        'Your entry has been received. The competition closes on 31 March, 2026; good luck!',
      ),
    );
    const [entry] = (await mailbox()).submissions;
    expect(entry!.kind).to.equal('competition');
    expect(entry!.formData).to.deep.include({
      competition_id: 'spring-2026',
      partner_consent: ['Lakeside Ales'],
      tel: '',
      notes: '',
    });
    expect(entry!.mailchimp).to.deep.include({ list: 'competitions', tags: ['spring-2026'] });
  });

  it('reads partners from a slotted JSON script, leaving out unsafe links', async () => {
    const host = document.createElement('ik-competition-form');
    host.setAttribute('competition-id', 'summer');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify([
      PARTNERS[0],
      { name: 'Trick', terms_url: 'javascript:alert(1)' },
    ]);
    host.append(script);
    const errors = console.error;
    console.error = () => {};
    try {
      document.body.append(host);
      await findByShadowRole(host, 'checkbox', {
        name: 'Send me news and offers from Fell Outdoors',
      });
      expect(host.shadowRoot!.querySelectorAll('input[name=partner_consent]')).to.have.length(1);
      expect(host.shadowRoot!.textContent).not.to.contain('Trick');
    } finally {
      console.error = errors;
    }
  });

  it('logs the action and the response to /log/client when the entry fails, keeping it', async () => {
    const logged: unknown[] = [];
    const original = window.fetch;
    window.fetch = (resource, init) => {
      const url = String(resource instanceof Request ? resource.url : resource);
      if (url.includes('/log/client')) {
        const body = resource instanceof Request ? resource.clone().text() : init?.body;
        void Promise.resolve(body).then((text) => logged.push(JSON.parse(String(text))));
      }
      return original.call(window, resource, init);
    };
    try {
      const form = competition();
      await fillIn(form, ENTRANT);
      await setFailing(true);
      await submitAndSettle(form);
      await until(() => expect(failureText(form)).to.contain('Please try again'));
      await until(() => expect(logged).to.have.length(1));
      expect(logged[0]).to.deep.equal({
        action: 'competition-form',
        request: { competition_id: 'spring-2026' },
        response: { kind: 'http', status: 500 },
      });
      expect(control(form, 'email').value).to.equal(ENTRANT.email);
    } finally {
      window.fetch = original;
    }
  });
});
