import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { addProductMessages } from '../add-product-outcome';
import { useInventory } from '../api/get-inventory';
import { AddProductForm } from '../components/add-product-form';

/** Categories and brands come with the inventory (GET /api/inventory/), which the wholesaler has in cache already. */
function AddProductContent() {
  const inventory = useInventory();
  return <AddProductForm lookups={inventory.data} />;
}

export function AddProductPage() {
  const { userType } = useSession();
  return (
    <div>
      <title>Add Product · Wholesale Marketplace</title>
      <PageHeading title="Add Product" description="List a new product in your catalog." />
      {userType === 'wholesaler' ? (
        <AddProductContent />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>{addProductMessages.accessDenied}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
