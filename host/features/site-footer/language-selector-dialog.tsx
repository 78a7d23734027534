import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SupportedLocale } from '../../../shared/domain/locales';
import type { LanguageSelectorContent } from '../../../shared/domain/site-furniture';
import { linkCjkStylesheet } from '../../../shared/ui/fonts/cjk-fonts';
import { Modal } from '../../../shared/ui/modal/modal';
import { regionColumnsClass } from './footer-styles';
import { localeHref } from './locale-href';

type LanguageSelectorDialogProps = {
  content: LanguageSelectorContent;
  locale: SupportedLocale;
  isOpen: boolean;
  onClose(): void;
};

/**
 * The language selector (spec 2.7): the content service's regions as columns of links, each locale
 * named in its own language. A link loads this same page in that locale, so it works before the
 * page's script has run and the server renders the page's language and direction.
 */
export function LanguageSelectorDialog({ content, locale, isOpen, onClose }: LanguageSelectorDialogProps) {
  const location = useLocation();
  // Each language is named in its own script. The Chinese, Japanese and Korean faces come only with a page
  // in those languages, so the menu brings them for its names: a machine without them would show boxes.
  useEffect(() => {
    if (isOpen) for (const region of content.regions) for (const entry of region.locales) linkCjkStylesheet(entry.locale);
  }, [isOpen, content]);
  return (
    <Modal title={content.heading} isOpen={isOpen} onClose={onClose} size="wide">
      <div className={regionColumnsClass}>
        {content.regions.map((region) => (
          <section key={region.name} aria-label={region.name}>
            <h3>{region.name}</h3>
            <ul>
              {region.locales.map((entry) => (
                <li key={entry.locale}>
                  <a href={localeHref(location, entry.locale)} lang={entry.locale} hrefLang={entry.locale} aria-current={entry.locale === locale ? 'true' : undefined}>
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}
