import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { z } from 'zod';
import { forgetSdkState } from './fake-identity-service.ts';

z.config({ jitless: true });

// A ceiling, not a delay: findBy/waitFor return as soon as the UI is there. Lazy route modules are
// transformed on first import, which can take over a second on a busy two-core runner.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its methods; enough of them for our Dialog.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(
    this: HTMLDialogElement,
    returnValue?: string,
  ) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// Vitest runs this file before every test file. The files of a worker share one jsdom
// (`isolate: false`, ADR 016): each starts as a new visitor, without the storage and cookies the
// SDK kept for the files before.
forgetSdkState();

afterEach(() => {
  cleanup();
  document.body.className = '';
  document.documentElement.lang = '';
  document.title = '';
});
