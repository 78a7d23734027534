export type LeftToRightTextProps = {
  /** What reads left to right in every language: a phone number, a confirmation code. */
  text: string;
  /** A sentence around it, e.g. `(phone) => t('hotelFacts.phone.call', { phone })`; the text alone when absent. */
  words?: (text: string) => string;
};

/**
 * Text isolated left to right: in an Arabic sentence "+1 212 398 1900" would otherwise be laid out by the
 * bidi algorithm as "1900 398 212 1+". With `words`, only the text inside the translated sentence is
 * isolated, so the sentence keeps its own direction.
 */
export function LeftToRightText({ text, words }: LeftToRightTextProps) {
  const isolated = <bdi dir="ltr">{text}</bdi>;
  if (!words) return isolated;
  const sentence = words(text);
  const at = sentence.indexOf(text);
  if (at < 0) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      {isolated}
      {sentence.slice(at + text.length)}
    </>
  );
}
