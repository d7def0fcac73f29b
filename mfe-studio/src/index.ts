// The entry only defers to bootstrap so Module Federation can negotiate shared singletons first.
import('./bootstrap');
