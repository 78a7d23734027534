/**
 * The modal an overlay opens in when the page gives no container: the native `<dialog>` shown with
 * `showModal()`, so the rest of the page is inert and Tab stays inside it, as in our own host. Its title
 * is a visible heading that names it, with the × in the same header row above the overlay, so the button
 * never covers the overlay's first field. Escape and the × dismiss it, and focus goes back to whatever
 * had it before it showed.
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

// Each dialog's heading needs an id of its own: a pooled dialog waits beside the one shown.
let dialogCount = 0;

/** Made closed (so hidden) and already in the page: a frame inside it never moves, so never reloads. */
export function createModalDialog(label: string): ModalDialog {
  const element = document.createElement('dialog');
  element.className = 'portico-embed-dialog';
  const header = document.createElement('div');
  header.className = 'portico-embed-header';
  const title = document.createElement('h2');
  title.className = 'portico-embed-title';
  title.id = `portico-embed-title-${++dialogCount}`;
  title.textContent = label;
  element.setAttribute('aria-labelledby', title.id);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'portico-embed-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  header.append(title, close);
  const body = document.createElement('div');
  element.append(header, body);
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
