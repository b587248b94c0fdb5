import { expect } from 'chai';
import { botCheckScriptUrl, botCheckToken, loadBotCheck } from './bot-check';

const STAND_IN = '/sandbox/recaptcha/api.js';
const SITE_KEY = 'innkit-sandbox-site-key';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];

describe('bot check', () => {
  it('adds render=<site key> to the script address, keeping one already there', () => {
    expect(botCheckScriptUrl('https://www.google.com/recaptcha/api.js', 'k1')).to.equal(
      'https://www.google.com/recaptcha/api.js?render=k1',
    );
    expect(botCheckScriptUrl('/sandbox/recaptcha/api.js?render=k2', 'k1')).to.equal(
      `${location.origin}/sandbox/recaptcha/api.js?render=k2`,
    );
  });

  it('loads no script from a host off the allow-list: reported, and Google’s instead', () => {
    const reported: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => reported.push(...args);
    try {
      for (const hostile of [
        'https://evil.example/recaptcha/api.js',
        'data:text/javascript,alert(1)',
        '/x/api.js',
      ]) {
        expect(botCheckScriptUrl(hostile, 'k1')).to.equal(
          'https://www.google.com/recaptcha/api.js?render=k1',
        );
      }
    } finally {
      console.error = original;
    }
    expect(String(reported[0])).to.contain('recaptchaScript');
    expect(reported).to.have.length(3);
  });

  it('gives up on a script that fails to load, and may load again afterwards', async () => {
    let error: unknown;
    try {
      await loadBotCheck('/sandbox/recaptcha/missing.js', SITE_KEY);
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.contain('bot check unavailable');
    expect(scripts()).to.have.length(0);
    const token = await botCheckToken(STAND_IN, SITE_KEY, 'contact_form');
    expect(token).to.be.a('string').and.not.equal('');
    expect(scripts()).to.have.length(1);
  });

  it('loads the script once however many tokens are asked for', async () => {
    const [a, b] = await Promise.all([
      botCheckToken(STAND_IN, SITE_KEY, 'contact_form'),
      botCheckToken(STAND_IN, SITE_KEY, 'subscribe'),
    ]);
    expect(a).not.to.equal(b);
    expect(scripts()).to.have.length(1);
  });
});
