export function SiteFooter() {
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-neutral-500 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} Wholesale Marketplace</p>
        <p>All prices are in Indian Rupees (Rs.).</p>
      </div>
    </footer>
  );
}
