/** The terms-and-privacy checkbox label; both documents open in a new tab so the form keeps its input. */
export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <a href="/terms-of-service.html" target="_blank" rel="noopener noreferrer">
        terms of service
      </a>{' '}
      and the{' '}
      <a href="/privacy-policy.html" target="_blank" rel="noopener noreferrer">
        privacy policy
      </a>
    </>
  );
}
