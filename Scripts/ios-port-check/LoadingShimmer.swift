// LoadingShimmer driver: written once its files compile.
// needs: NOTYET.swift
