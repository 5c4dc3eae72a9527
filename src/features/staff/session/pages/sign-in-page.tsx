/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function SignInPage() {
  return <h1>SignInPage</h1>;
}
