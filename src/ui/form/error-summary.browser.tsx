import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, mount, until } from '../../../tests/browser/helpers';
import { deepActiveElement } from '../deep-active-element';
import { defineExampleHost, exampleStage } from '../styleguide/example-host';
import { fieldExamples } from './field.examples';

const tag = defineExampleHost(fieldExamples);

describe(`ErrorSummary (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  let stage: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    stage = await until(() => exampleStage(el, 'error-summary').querySelector('form'));
  });
  afterEach(() => el.remove());

  const submit = () => stage.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const summary = () => stage.querySelector<HTMLElement>('[part=error-summary]');
  const input = (name: string) => stage.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

  it('shows nothing until a refused submit, then takes focus and lists each message as a link', async () => {
    expect(summary()).to.equal(null);
    submit().focus();
    await sendKeys({ press: 'Enter' });
    const box = await until(() => summary());
    await until(() => expect(deepActiveElement()).to.equal(box));
    expect(box.querySelector('[part=error-summary-title]')!.textContent).to.equal(
      'There is a problem',
    );
    const links = [...box.querySelectorAll<HTMLAnchorElement>('a[part=error-summary-link]')];
    expect(links.map((a) => a.textContent)).to.deep.equal([
      'First name is required',
      'Surname is required',
      'Please enter a valid postcode',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(
      ['FirstName', 'LastName', 'PostCode'].map((name) => `#${input(name).id}`),
    );
    // The inline messages stay beside their fields.
    expect(input('LastName').getAttribute('aria-invalid')).to.equal('true');
    expect(stage.textContent!.split('Surname is required')).to.have.length(3);
    await expectNoAxeViolations(el);
  });

  it('Enter on a link focuses its field; a second refusal takes focus back with what is left', async () => {
    submit().click();
    const box = await until(() => summary());
    await until(() => expect(deepActiveElement()).to.equal(box));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()!.textContent).to.equal('Surname is required');
    await sendKeys({ press: 'Enter' });
    expect(deepActiveElement()).to.equal(input('LastName'));
    await sendKeys({ type: 'Lake' });
    await until(() => expect(input('LastName').value).to.equal('Lake'));
    submit().click();
    await until(() =>
      expect([...box.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
        'First name is required',
        'Please enter a valid postcode',
      ]),
    );
    await until(() => expect(deepActiveElement()).to.equal(box));
  });
});
