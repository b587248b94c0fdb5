import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../../tests/browser/helpers';
import { defineExampleHost, exampleStage } from '../styleguide/example-host';
import { fieldExamples } from './field.examples';

const tag = defineExampleHost(fieldExamples);

describe(`Fields (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    await until(() => exampleStage(el, 'form').querySelector('form'));
  });
  afterEach(() => el.remove());

  it('renders label, hint, control and message one way, described by hint and message', async () => {
    const input = exampleStage(el, 'error').querySelector('input')!;
    const label = exampleStage(el, 'error').querySelector('label')!;
    expect(label.control).to.equal(input);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    const words = described.map((id) => el.shadowRoot!.getElementById(id)!.textContent);
    expect(words).to.deep.equal(['Please enter a valid postcode', 'As on your bank statement.']);
    await expectNoAxeViolations(el);
  });

  it('every text control, select and textarea is at least 44 px tall', () => {
    const controls = [
      ...exampleStage(el, 'text').querySelectorAll('input'),
      ...exampleStage(el, 'select-textarea').querySelectorAll('select, textarea'),
    ];
    expect(controls.map((c) => (c as HTMLInputElement).type)).to.include.members([
      'text',
      'email',
      'password',
      'tel',
      'date',
      'select-one',
      'textarea',
    ]);
    for (const control of controls) {
      const { height } = control.getBoundingClientRect();
      expect(height, (control as HTMLInputElement).type).to.be.at.least(44);
    }
  });

  it('keeps a checkbox’s long label beside its box on a 320 px phone', () => {
    const choice = exampleStage(el, 'choices').querySelector('.ik-choice')!;
    const box = choice.querySelector('input')!.getBoundingClientRect();
    const words = choice.querySelector('span')!.getBoundingClientRect();
    expect(words.left).to.be.greaterThan(box.right);
    expect(words.top).to.be.lessThan(box.bottom);
    expect(words.height).to.be.greaterThan(box.height * 2); // it wrapped, beside the box
  });

  it('marks an invalid group along its edge, described by its message', () => {
    const group = exampleStage(el, 'choices-invalid').querySelector('fieldset')!;
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(group.getAttribute('aria-describedby')).to.equal('sg-allergy-error');
    const edge = getComputedStyle(group);
    expect(parseFloat(edge.borderInlineStartWidth)).to.equal(4);
    const plain = exampleStage(el, 'choices').querySelector('fieldset')!;
    expect(plain.hasAttribute('aria-invalid')).to.equal(false);
    expect(parseFloat(getComputedStyle(plain).borderInlineStartWidth)).to.equal(0);
  });

  it('a refused submit shows the message and moves focus to the field; nothing typed is lost', async () => {
    const form = exampleStage(el, 'form').querySelector('form')!;
    const password = form.querySelector<HTMLInputElement>('input[type=password]')!;
    password.value = 'secret';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    const email = form.querySelector<HTMLInputElement>('input[type=email]')!;
    await until(() => expect(el.shadowRoot!.activeElement).to.equal(email));
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(form.querySelector('[part=field-error]')!.textContent).to.equal(
      'Please enter your email',
    );
    expect(password.value).to.equal('secret');
    await expectNoAxeViolations(el);
  });

  it('shows the server’s answer in the form’s alert, the button back to itself', async () => {
    const form = exampleStage(el, 'form').querySelector('form')!;
    const email = form.querySelector<HTMLInputElement>('input[type=email]')!;
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => expect(email.value).to.equal('ada@example.com'));
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
    button.click();
    await until(() =>
      expect(form.querySelector('[role=alert]')!.textContent).to.equal(
        'Not a valid email/password combination.',
      ),
    );
    expect(button.textContent).to.equal('Login');
    expect(email.value).to.equal('ada@example.com');
  });
});
