import { useCallback, useEffect, useRef, useState } from 'react';
import { checkImageFiles } from '../product-image-files';

export interface ChosenImage {
  id: string;
  file: File;
  /** An object URL for the preview; released when the image is removed or the form goes away. */
  previewUrl: string;
}

let nextId = 1;

/** The images picked for a new product, their previews, which one is main, and why any were refused. */
export function useChosenImages() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [mainId, setMainId] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef<ChosenImage[]>([]);

  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of latest.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const { accepted, problems: refused } = checkImageFiles(files, images.length);
      const added = accepted.map((file) => ({ id: `image-${nextId++}`, file, previewUrl: URL.createObjectURL(file) }));
      setProblems(refused);
      setImages([...images, ...added]);
      if (mainId === null && added[0]) setMainId(added[0].id);
    },
    [images, mainId],
  );

  const remove = useCallback(
    (id: string) => {
      const removed = images.find((image) => image.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      const rest = images.filter((image) => image.id !== id);
      setImages(rest);
      setProblems([]);
      if (mainId === id) setMainId(rest[0]?.id ?? null);
    },
    [images, mainId],
  );

  const mainIndex = Math.max(
    0,
    images.findIndex((image) => image.id === mainId),
  );
  return { images, mainId, mainIndex, problems, add, remove, setMainId, setProblems };
}

export type ChosenImages = ReturnType<typeof useChosenImages>;
