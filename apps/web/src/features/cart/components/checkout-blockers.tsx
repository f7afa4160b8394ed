/** Why checking out is not offered yet: each line breaking a rule, each wholesaler short of its minimum. */
export function CheckoutBlockers({ id, blockers }: { id: string; blockers: readonly string[] }) {
  return (
    <ul id={id} className="grid gap-1.5 text-sm text-warning-800">
      {blockers.map((reason, index) => (
        <li key={`${index}-${reason}`}>{reason}</li>
      ))}
    </ul>
  );
}
