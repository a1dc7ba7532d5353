import { useEffect, useId, useState } from 'react';
import { formatCents, parseDollars } from '#common/money';
import { MAX_PACK_SIZE, PACK_UNITS, type AdminProduct, type ProductUpdate } from '#common/schemas/admin-products';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '#common/constants';
import type { ProductCategory } from '#common/schemas/shop';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useSaveProduct } from '#client/features/admin/api/admin-products';
import { ImageField, useImageUpload } from './image-field';

type Errors = Partial<Record<'name' | 'description' | 'category' | 'price' | 'stock' | 'image' | 'material' | 'packSize', string>>;

type PackUnit = (typeof PACK_UNITS)[number];

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Create (product null) or edit a shop product: labelled fields, an image upload with its preview, server errors by field. */
export function ProductDialog({
  open,
  product,
  onOpenChange,
}: {
  open: boolean;
  product: AdminProduct | null;
  onOpenChange: (o: boolean) => void;
}) {
  const id = useId();
  const save = useSaveProduct();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [materialId, setMaterialId] = useState('');
  const [packSize, setPackSize] = useState('');
  const [packUnit, setPackUnit] = useState<PackUnit>('mL');
  const [errors, setErrors] = useState<Errors>({});
  const upload = useImageUpload((message) => setErrors((e) => ({ ...e, image: message })));
  const { image, setImage } = upload;

  // Each opening starts from the product being edited (or blank for a new one).
  useEffect(() => {
    if (!open) return;
    setName(product?.name ?? '');
    setDescription(product?.description ?? '');
    setCategory(product?.category ?? '');
    setPrice(product ? dollars(product.priceCents) : '');
    setStock(product ? String(product.stock) : '');
    setMaterialId(product?.material?.materialId ?? '');
    setPackSize(product?.material ? String(product.material.packSize) : '');
    setPackUnit(product?.material?.packUnit ?? 'mL');
    setImage(null);
    setErrors({});
  }, [open, product, setImage]);

  const priceCents = parseDollars(price);
  const stockCount = /^\d{1,7}$/.test(stock.trim()) ? Number(stock.trim()) : null;
  const packCount =
    /^\d{1,6}$/.test(packSize.trim()) && Number(packSize) >= 1 && Number(packSize) <= MAX_PACK_SIZE ? Number(packSize) : null;
  const fields = {
    name: name.trim(),
    description: description.trim(),
    category: category || 'kits',
    priceCents: priceCents ?? -1,
    stock: stockCount ?? -1,
    // No material id: the product sells no single material (a tool, a kit).
    material: materialId.trim() ? { materialId: materialId.trim(), packSize: packCount ?? -1, packUnit } : null,
  };
  // An edit that changes nothing has nothing to save.
  const unchanged = product !== null && !image && Object.keys(changedFields(product, fields)).length === 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!fields.name) found.name = 'Please enter a name';
    if (!fields.description) found.description = 'Please enter a description';
    if (!category) found.category = 'Please choose a category';
    if (priceCents === null) found.price = 'Enter a price in dollars, such as 24.50';
    if (stockCount === null) found.stock = 'Stock must be a whole number, 0 or more';
    if (fields.material && packCount === null) found.packSize = `Pack size must be a whole number between 1 and ${MAX_PACK_SIZE}`;
    setErrors(found);
    if (Object.keys(found).length) return;
    const imageKey = image ? { imageKey: image.key } : {};
    try {
      const saved = product
        ? await save.mutateAsync({ id: product.id, body: { ...changedFields(product, fields), ...imageKey } })
        : await save.mutateAsync({ id: null, body: { ...fields, ...imageKey } });
      notify.success(product ? 'Product updated' : 'Product created', saved.name);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.field) {
        const key =
          err.field === 'priceCents'
            ? 'price'
            : err.field === 'imageKey'
              ? 'image'
              : err.field.startsWith('material')
                ? 'material'
                : err.field;
        setErrors({ [key]: err.message });
      }
      notify.error('Could not save the product', err instanceof ApiError ? err.message : undefined);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{product ? `Edit ${product.name}` : 'New product'}</DialogTitle>
          <DialogDescription>
            {product ? 'Changes show in the shop as soon as they are saved.' : 'The product appears in the shop once it is created.'}
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} className="grid gap-4" onSubmit={submit} noValidate>
          <Field id={`${id}-name`} label="Name" required error={errors.name}>
            <Input value={name} maxLength={120} required onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id={`${id}-description`} label="Description" required error={errors.description}>
            <Textarea value={description} maxLength={2000} required onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Field id={`${id}-category`} label="Category" required error={errors.category}>
            {(control) => (
              <Select value={category} onValueChange={(v) => setCategory(v as ProductCategory)}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue placeholder="Choose a category" />
                </SelectTrigger>
                <SelectContent>
                  {PRODUCT_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {PRODUCT_CATEGORY_LABELS[c]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-price`}
              label="Price (USD)"
              required
              error={errors.price}
              description={priceCents !== null ? formatCents(priceCents) : undefined}
            >
              <Input inputMode="decimal" value={price} placeholder="24.50" required onChange={(e) => setPrice(e.target.value)} />
            </Field>
            <Field id={`${id}-stock`} label="Stock" required error={errors.stock}>
              <Input inputMode="numeric" value={stock} placeholder="0" required onChange={(e) => setStock(e.target.value)} />
            </Field>
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-[1fr_8rem_8rem]">
            <legend className="mb-2 text-sm font-medium">Material sold (for lab sheets)</legend>
            <Field
              id={`${id}-material`}
              label="Engine material id"
              error={errors.material}
              description="Such as lavender-oil. Leave empty for tools and kits."
            >
              <Input value={materialId} maxLength={100} autoComplete="off" onChange={(e) => setMaterialId(e.target.value)} />
            </Field>
            <Field id={`${id}-pack-size`} label="Pack size" required={!!fields.material} error={errors.packSize}>
              <Input inputMode="numeric" value={packSize} placeholder="10" onChange={(e) => setPackSize(e.target.value)} />
            </Field>
            <Field id={`${id}-pack-unit`} label="Pack unit">
              {(control) => (
                <Select value={packUnit} onValueChange={(v) => setPackUnit(v as PackUnit)}>
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PACK_UNITS.map((u) => (
                      <SelectItem key={u} value={u}>
                        {u === 'g' ? 'grams' : 'millilitres'}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          </fieldset>
          <ImageField
            id={`${id}-image`}
            upload={upload}
            currentUrl={product?.imageUrl ?? null}
            error={errors.image}
            description="JPEG, PNG, WebP or GIF under 5MB. Without one, the category's picture is shown."
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending || upload.pending || unchanged}>
            {save.isPending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Only the fields that differ from the product: an edit sends what changes. */
function changedFields(product: AdminProduct, next: Required<Omit<ProductUpdate, 'imageKey'>>): ProductUpdate {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) if (JSON.stringify(product[k as keyof AdminProduct]) !== JSON.stringify(v)) out[k] = v;
  return out as ProductUpdate;
}
