import { describe, expect, it } from 'vitest';
import { nextPanelPhase } from './panel-phase';

describe('nextPanelPhase', () => {
  it('opens and closes through the animated phases', () => {
    expect(nextPanelPhase('closed', 'open', 250)).toBe('opening');
    expect(nextPanelPhase('opening', 'settle', 250)).toBe('open');
    expect(nextPanelPhase('open', 'close', 250)).toBe('closing');
    expect(nextPanelPhase('closing', 'settle', 250)).toBe('closed');
  });

  it('jumps straight to the end without a duration (reduced motion)', () => {
    expect(nextPanelPhase('closed', 'open', 0)).toBe('open');
    expect(nextPanelPhase('open', 'close', 0)).toBe('closed');
  });

  it('turns round mid-way and ignores repeats', () => {
    expect(nextPanelPhase('opening', 'close', 250)).toBe('closing');
    expect(nextPanelPhase('closing', 'open', 250)).toBe('opening');
    expect(nextPanelPhase('opening', 'open', 250)).toBe('opening');
    expect(nextPanelPhase('closing', 'close', 250)).toBe('closing');
    expect(nextPanelPhase('open', 'open', 250)).toBe('open');
    expect(nextPanelPhase('closed', 'close', 250)).toBe('closed');
    expect(nextPanelPhase('open', 'settle', 250)).toBe('open');
    expect(nextPanelPhase('closed', 'settle', 250)).toBe('closed');
  });
});
