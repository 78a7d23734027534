// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { CartLoadError } from './cart-load-error';

// Every area, as the server holds them (tests/architecture/message-areas.test.ts checks the host loads the refusals).
beforeAll(() => loadAreas('ja-JP', allMessageAreas));

const renderInJapanese = (code: string) =>
  render(
    <MessagesProvider locale="ja-JP">
      <CartLoadError code={code} isRetrying={false} onRetry={() => undefined} />
    </MessagesProvider>,
  );

describe('CartLoadError', () => {
  it('says the catalogue’s words for the code in the page’s language', () => {
    renderInJapanese('CART_VALIDATION_FAILED');
    expect(screen.getByText('予約の有効期限が切れました。続けるには最初からやり直してください。')).toBeInTheDocument();
  });

  it('says a system refusal with the code it names', () => {
    renderInJapanese('240');
    expect(screen.getByText('予約システムでこのリクエストを完了できませんでした（コード 240）。もう一度お試しいただくか、お電話ください。一緒に手続きを完了いたします。')).toBeInTheDocument();
  });

  it('says a code the catalogue does not know as the generic booking error', () => {
    renderInJapanese('SOMETHING_NEW');
    expect(screen.getByText('この予約で問題が発生しました。もう一度お試しいただくか、お電話ください。一緒に手続きを完了いたします。')).toBeInTheDocument();
  });
});
