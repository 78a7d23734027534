import { useState } from 'react';
import { getSiteFurniture, siteFurnitureKey } from '../../../shared/content/furniture-client';
import { SOCIAL_NETWORKS, type FooterContent, type SiteFurniture } from '../../../shared/domain/site-furniture';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import type { PageData } from '../../../shared/ssr/page-data';
import { onDemand } from '../../../shared/ssr/on-demand';
import { useLoadedChunk } from '../../../shared/ssr/use-chunk';
import { bottomRowClass, destinationsClass, footerClass, gridClass, languageButtonClass, socialListClass } from './footer-styles';
import { FurnitureLinkList } from '../../components/furniture-link-list';
import { useSiteFurniture } from '../../components/use-site-furniture';
import { useConsentManager, type ConsentManager } from '../../components/consent/consent-manager';
import { config } from '../../services/config';
import { currentInstant } from '../../../shared/time/current-instant';

// Every page has the footer, few visitors change language: the dialog loads when first opened.
const languageDialogChunk = onDemand(async () => (await import('./language-selector-dialog')).LanguageSelectorDialog);

/** Every page's footer content comes with the page, so the server renders it whole. */
export const footerPageData: PageData = async ({ locale }, read) => {
  await read(siteFurnitureKey(locale), getSiteFurniture);
};

export type UniversalFooterProps = {
  /** Spec 2.7: expanded (destinations and link columns) or minimized (copyright and language only), as on the booking steps. */
  variant?: 'expanded' | 'minimized';
};

/** The universal footer (spec 2.7), its links and the language selector's regions from the content service. */
export function UniversalFooter({ variant = 'expanded' }: UniversalFooterProps) {
  const { t } = useMessages();
  const data = useSiteFurniture();
  const footer = variant === 'expanded' ? data?.footer?.content : undefined;
  const consentManager = useConsentManager(config.consentScriptUrl);
  return (
    <footer className={footerClass}>
      <div className={gridClass}>
        {footer ? <FooterLinks footer={footer} consentManager={consentManager} /> : null}
        <div className={bottomRowClass}>
          <p>{t('footer.copyright', { year: currentInstant().getFullYear() })}</p>
          {footer ? <SocialLinks links={footer.social} label={t('footer.social')} /> : null}
          {data?.languageSelector ? <LanguageSelector furniture={data.languageSelector.content} /> : null}
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ footer, consentManager }: { footer: FooterContent; consentManager: ConsentManager | null }) {
  // A region the content lists without a hotel in it would be a heading over nothing.
  const regions = footer.destinations.columns.filter((column) => column.links.length > 0);
  return (
    <>
      {regions.length > 0 ? (
        <details className={destinationsClass}>
          <summary>
            {footer.destinations.heading}
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M2.5 5 7 9.5 11.5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className={gridClass}>
            {regions.map((column) => (
              <nav key={column.heading} aria-label={column.heading} data-span="3">
                <h2>{column.heading}</h2>
                <FurnitureLinkList links={column.links} />
              </nav>
            ))}
          </div>
        </details>
      ) : null}
      {footer.linkColumns.map((column) => (
        <nav key={column.id} aria-label={column.heading} data-span="3">
          <h2>{column.heading}</h2>
          <FurnitureLinkList links={column.links} consentManager={consentManager} />
        </nav>
      ))}
    </>
  );
}

const SOCIAL_GLYPHS: Record<(typeof SOCIAL_NETWORKS)[number], string> = { facebook: 'f', instagram: 'ig', twitter: 'X', linkedin: 'in', youtube: '▶' };

/** Spec 2.7: the five networks in their fixed order, whatever order the content lists them in. */
function SocialLinks({ links, label }: { links: FooterContent['social']; label: string }) {
  const ordered = SOCIAL_NETWORKS.flatMap((network) => links.filter((link) => link.network === network));
  return (
    <ul className={socialListClass} aria-label={label}>
      {ordered.map((link) => (
        <li key={link.network}>
          <a href={link.href} rel="noopener" aria-label={link.label}>
            <span aria-hidden="true">{SOCIAL_GLYPHS[link.network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function LanguageSelector({ furniture }: { furniture: NonNullable<SiteFurniture['languageSelector']>['content'] }) {
  const locale = useLocale();
  const { t } = useMessages();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const LanguageSelectorDialog = useLoadedChunk(hasOpened ? languageDialogChunk() : null);
  const current = furniture.regions.flatMap((region) => region.locales).find((entry) => entry.locale === locale);
  return (
    <>
      <button
        type="button"
        className={languageButtonClass}
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        <span className="visually-hidden">{t('footer.language.button')}</span>{' '}
        <span lang={locale}>{current?.label ?? locale}</span>
      </button>
      {LanguageSelectorDialog ? <LanguageSelectorDialog content={furniture} locale={locale} isOpen={isOpen} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
