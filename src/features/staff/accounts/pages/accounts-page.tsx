/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function AccountsPage() {
  return <h1>AccountsPage</h1>;
}
