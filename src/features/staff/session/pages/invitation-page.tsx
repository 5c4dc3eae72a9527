/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function InvitationPage() {
  return <h1>InvitationPage</h1>;
}
