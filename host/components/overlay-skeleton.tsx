import { styled } from '@linaria/react';
import { useMessages } from '../../shared/i18n/messages-context';
import { colors, radii } from '../../shared/ui/theme';

const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-height: 240px;
  padding: 1.5rem;
  & > span {
    display: block;
    width: 100%;
    height: 2.75rem;
    border-radius: ${radii.control};
    background: linear-gradient(90deg, ${colors.canvas} 25%, #ebe7e1 50%, ${colors.canvas} 75%);
    background-size: 200% 100%;
    animation: portico-shimmer 1.2s ease-in-out infinite;
  }
  /* Label, field, label, field, field: the shape of a form. */
  & > span:nth-child(odd):not(:last-child) {
    width: 40%;
    height: 1rem;
  }
  @keyframes portico-shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    & > span {
      animation: none;
    }
  }
`;

const BAR_COUNT = 5;

/** The shape of a form while an overlay gets ready: no spinner, no artificial delay, gone at the first height. */
export function OverlaySkeleton() {
  const { t } = useMessages();
  return (
    <Skeleton role="status" aria-label={t('overlaySkeleton.label')}>
      {Array.from({ length: BAR_COUNT }, (_, index) => (
        <span key={index} aria-hidden="true" />
      ))}
    </Skeleton>
  );
}
