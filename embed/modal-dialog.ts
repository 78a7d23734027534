/**
 * The modal an overlay opens in when the page gives no container: the native `<dialog>` shown with
 * `showModal()`, so the rest of the page is inert and Tab stays inside it, as in our own host. Escape
 * and the × button dismiss it, and focus goes back to whatever had it before it showed.
 */
export type ModalDialog = {
  /** Where the overlay's slot goes. */
  body: HTMLElement;
  /** What Escape and × do; a pooled dialog learns it when it is taken. */
  onDismiss: () => void;
  show(): void;
  /** Closes and removes the dialog, handing focus back. Safe to call twice. */
  remove(): void;
};

/** Made closed (so hidden) and already in the page: a frame inside it never moves, so never reloads. */
export function createModalDialog(label: string): ModalDialog {
  const element = document.createElement('dialog');
  element.className = 'portico-embed-dialog';
  element.setAttribute('aria-label', label);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'portico-embed-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  const body = document.createElement('div');
  element.append(close, body);
  document.body.append(element);

  let opener: Element | null = null;
  let isRemoved = false;
  const dialog: ModalDialog = {
    body,
    onDismiss: () => dialog.remove(),
    show() {
      opener = document.activeElement;
      element.showModal();
    },
    remove() {
      if (isRemoved) return;
      isRemoved = true;
      element.removeEventListener('cancel', onCancel);
      close.removeEventListener('click', onClose);
      if (element.open) element.close();
      element.remove();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
  };
  // Escape fires `cancel`: the owner decides, and dismissing removes the dialog.
  const onCancel = (event: Event) => {
    event.preventDefault();
    dialog.onDismiss();
  };
  const onClose = () => dialog.onDismiss();
  element.addEventListener('cancel', onCancel);
  close.addEventListener('click', onClose);
  return dialog;
}
