/**
 * A local stand-in for Pluggy Connect's script (decision 481): it defines `window.PluggyConnect`
 * with the constructor options and `init()` the real widget has, and opens a small dialog whose
 * buttons call the callbacks the way the widget does (onEvent, onSuccess({ item }),
 * onError({ message, data: { item } }), onClose()). Stories and end-to-end tests serve it in place
 * of Pluggy's CDN address; it never ships in the app.
 */
export const PLUGGY_STANDIN_PATH = '/pluggy-standin/pluggy-connect.js';

export const PLUGGY_STANDIN_SCRIPT = `(() => {
  const item = (extra) => Object.assign(
    { id: 'standin-item-' + Math.random().toString(36).slice(2, 10), status: 'UPDATED',
      connector: { id: 201, name: 'Itaú' } },
    extra || {},
  );
  class PluggyConnect {
    constructor(options) {
      if (!options || !options.connectToken) throw new Error('connectToken is required');
      this.options = options;
    }
    init() {
      const o = this.options;
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Pluggy Connect');
      dialog.dataset.connectToken = o.connectToken;
      const close = () => dialog.remove();
      const button = (label, act) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.addEventListener('click', () => act());
        dialog.append(b);
      };
      button('Conectar Itaú', () => {
        if (o.onEvent) o.onEvent({ event: 'ITEM_RESPONSE', item: item() });
        o.onSuccess({ item: item() });
      });
      button('Autorizar no app', () => o.onError({ message: 'USER_AUTHORIZATION_PENDING',
        data: { item: item({ status: 'WAITING_USER_ACTION', executionStatus: 'USER_AUTHORIZATION_PENDING' }) } }));
      button('Simular erro', () => o.onError({ message: 'INVALID_CREDENTIALS',
        data: { item: item({ status: 'LOGIN_ERROR' }) } }));
      button('Fechar widget', () => { close(); if (o.onClose) o.onClose(); });
      document.body.append(dialog);
      if (o.onEvent) o.onEvent({ event: 'OPEN' });
      return Promise.resolve();
    }
  }
  window.PluggyConnect = PluggyConnect;
})();
`;
