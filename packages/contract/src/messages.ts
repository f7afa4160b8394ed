/** Product texts shared by the browser and the server, exactly as the specification words them. */
export const registrationMessages = {
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  email: 'Email is required',
  emailInvalid: 'Email address is invalid',
  password: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  companyName: 'Company Name is required',
  companyDescription: 'Company Description is required',
  yearsInBusiness: 'Years in Business is required',
  yearsInBusinessInvalid: 'Years in Business must be a whole number from 0 to 200',
  shopName: 'Shop Name is required',
  licenseNumber: 'License Number is required',
  panCard: 'PAN Card Number is required',
  panCardInvalid: 'PAN Card Number must look like ABCDE1234F (5 letters, 4 digits, 1 letter)',
  gstNumber: 'GST Number is required',
  gstNumberInvalid: 'GST Number must be a 15-character GSTIN such as 27AAPFU0939F1ZV',
  contactNumber: 'Contact Number is required',
  contactNumberInvalid: 'Contact Number must be a 10-digit Indian phone number',
  address: 'Address is required',
  userType: 'Choose Retailer or Wholesaler',
  emailTaken: 'An account with this email already exists.',
} as const;

export const passwordMessages = {
  mismatch: 'New password and confirmation do not match',
  oldRequired: 'Current password is required',
  wrongOld: 'Current password is incorrect.',
  changed: 'Password changed successfully!',
} as const;

export const checkoutMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Email address is invalid',
  address: 'Address is required',
  city: 'City is required',
  postalCode: 'Postal code is required',
  postalCodeInvalid: 'Postal code must be a 6-digit PIN code',
  state: 'State is required',
} as const;

export const cartLibraryMessages = {
  missingId: 'You must provide an `id` for items.',
  missingPrice: 'You must pass a `price` for new items.',
  noSuchItem: 'No such item to update.',
} as const;

export const productMessages = {
  name: 'Name is required',
  price: 'Price is required',
  pricePositive: 'Price must be greater than 0',
  priceDecimals: 'Price can have at most 2 decimals',
  stock: 'Stock is required',
  stockWhole: 'Stock must be a whole number of 0 or more',
} as const;
