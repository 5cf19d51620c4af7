// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotlineCard } from '../../src/cards/hotline';
import { copyText, copyWithToast } from '../../src/lib/clipboard';
import { toasts } from '../../src/lib/toast';

// Both copy paths (seed 1 §8: 复制成功 / 复制失败，请手动复制): the async Clipboard API, and the hidden
// textarea + execCommand('copy') used where that API is missing or refused.

type WriteText = (text: string) => Promise<void>;

function setClipboard(writeText: WriteText | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

/** Stands in for execCommand, recording what the textarea held when 'copy' ran. */
function setExecCommand(result: boolean | 'throw') {
  const copied: string[] = [];
  const exec = vi.fn((command: string) => {
    expect(command).toBe('copy');
    const area = document.activeElement;
    // the value is what the selection covers at that moment
    copied.push(area instanceof HTMLTextAreaElement ? area.value.slice(area.selectionStart, area.selectionEnd) : '');
    if (result === 'throw') throw new Error('not allowed');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return { exec, copied };
}

const toastTexts = () => toasts.get().map((t) => t.text);

beforeEach(() => {
  vi.useFakeTimers();
  // let earlier toasts expire
  vi.advanceTimersByTime(2000);
});
afterEach(() => {
  cleanup();
  vi.advanceTimersByTime(2000);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API when it works, without touching the page', async () => {
    const writeText = vi.fn<WriteText>(() => Promise.resolve());
    setClipboard(writeText);
    const { exec } = setExecCommand(true);
    await expect(copyText('400-0376-888')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('400-0376-888');
    expect(exec).not.toHaveBeenCalled();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to a selected textarea and execCommand when the API refuses, then removes it and restores focus', async () => {
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    const { exec, copied } = setExecCommand(true);
    await expect(copyText('0376-12345')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledOnce();
    expect(copied).toEqual(['0376-12345']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back when there is no Clipboard API at all (not a secure context)', async () => {
    setClipboard(undefined);
    const { copied } = setExecCommand(true);
    await expect(copyText('13800000001')).resolves.toBe(true);
    expect(copied).toEqual(['13800000001']);
  });

  it('answers false when both paths fail, execCommand returning false or throwing', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    setExecCommand(false);
    await expect(copyText('x')).resolves.toBe(false);
    setExecCommand('throw');
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('copyWithToast', () => {
  it('says 复制成功 after a copy', async () => {
    setClipboard(() => Promise.resolve());
    await expect(copyWithToast('400-0376-888')).resolves.toBe(true);
    expect(toastTexts()).toEqual(['复制成功']);
  });

  it('says 复制成功 when only the fallback works', async () => {
    setClipboard(undefined);
    setExecCommand(true);
    await expect(copyWithToast('400-0376-888')).resolves.toBe(true);
    expect(toastTexts()).toEqual(['复制成功']);
  });

  it('says 复制失败，请手动复制 when nothing works', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    setExecCommand(false);
    await expect(copyWithToast('400-0376-888')).resolves.toBe(false);
    expect(toastTexts()).toEqual(['复制失败，请手动复制']);
  });
});

describe('HotlineCard', () => {
  it('shows a customer-service entry and copies its number with the toast', async () => {
    const writeText = vi.fn<WriteText>(() => Promise.resolve());
    setClipboard(writeText);
    render(createElement(HotlineCard, { record: { pic: '', name: '茶农服务热线', phone: '0376-6201234' } }));
    expect(screen.getByRole('heading', { name: '茶农服务热线' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '0376-6201234' }).getAttribute('href')).toBe('tel:03766201234');
    await act(async () => screen.getByRole('button', { name: '复制 0376-6201234' }).click());
    expect(writeText).toHaveBeenCalledWith('0376-6201234');
    expect(toastTexts()).toEqual(['复制成功']);
  });
});
