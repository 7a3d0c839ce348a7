// DO NOT EDIT: generated from schemas/elements/product-list.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductListProps","description":"Props of the product-list element: products of a category (with its subcategories), of a tag or picked by id, sorted (spec 9) and limited; the server resolves them into product-list.data.schema.json.","x-element":{"version":1,"label":{"hr":"Popis proizvoda","en":"Product list","de":"Produktliste"},"category":"data","localised":["title"],"slots":[],"mobileOverrides":[],"resolver":true},"type":"object","properties":{"title":{"type":"string","maxLength":200},"category":{"description":"A product category id: its products and its subcategories'.","type":"integer","minimum":1,"maximum":2147483647},"tag":{"description":"A product tag id.","type":"integer","minimum":1,"maximum":2147483647},"productIds":{"description":"Products picked by id; listed in this order when no other filter narrows them.","type":"array","maxItems":24,"uniqueItems":true,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"sort":{"$ref":"../entities/product-sort.schema.json","default":"newest"},"limit":{"type":"integer","minimum":1,"maximum":24,"default":8}},"required":[],"additionalProperties":false,"examples":[{"limit":4}],"$id":"https://schemas.vitrina.local/elements/product-list.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductSort","description":"Sorts of spec 9: newest first (default, id descending), oldest first, cheapest and most expensive (finalPrice), name A-Z and Z-A, category priority low or high first.","type":"string","enum":["newest","oldest","priceAsc","priceDesc","nameAsc","nameDesc","priorityAsc","priorityDesc"],"$id":"https://schemas.vitrina.local/entities/product-sort.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/product-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sort === undefined){
data.sort = "newest";
}
if(data.limit === undefined){
data.limit = 8;
}
for(const key0 in data){
if(!((((((key0 === "title") || (key0 === "category")) || (key0 === "tag")) || (key0 === "productIds")) || (key0 === "sort")) || (key0 === "limit"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.category !== undefined){
let data1 = data.category;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.tag !== undefined){
let data2 = data.tag;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.productIds !== undefined){
let data3 = data.productIds;
if(Array.isArray(data3)){
if(data3.length > 24){
const err9 = {instancePath:instancePath+"/productIds",schemaPath:"#/properties/productIds/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/productIds/" + i0,schemaPath:"#/properties/productIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/productIds/" + i0,schemaPath:"#/properties/productIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/productIds/" + i0,schemaPath:"#/properties/productIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(!(((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0))) && (isFinite(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/productIds",schemaPath:"#/properties/productIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/productIds",schemaPath:"#/properties/productIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data5 = data.sort;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/sort",schemaPath:"../entities/product-sort.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((((((data5 === "newest") || (data5 === "oldest")) || (data5 === "priceAsc")) || (data5 === "priceDesc")) || (data5 === "nameAsc")) || (data5 === "nameDesc")) || (data5 === "priorityAsc")) || (data5 === "priorityDesc"))){
const err16 = {instancePath:instancePath+"/sort",schemaPath:"../entities/product-sort.schema.json/enum",keyword:"enum",params:{allowedValues: schema1.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data6 = data.limit;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 24 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

