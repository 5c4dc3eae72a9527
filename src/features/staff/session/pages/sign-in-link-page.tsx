/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function SignInLinkPage() {
  return <h1>SignInLinkPage</h1>;
}
